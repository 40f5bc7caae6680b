// How a journal's figures read on its card and its page, in the reader's language: what the figure measures, its
// number in the language's own format, and after a "·" its source and date ("keputusan pertama 72 hari · Wiley
// Journal Finder, 2026-08"; "submission to acceptance 189 days (median) · PLOS, 2023"). Pure: the caller passes
// the JournalFigures translator (next-intl's, on the server or in the browser) and the catalogue's number format.
import type { CatalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import { figureDateLabel } from '@/lib/catalogue/journal-figures';
import type { ApcFigure, JournalFigure } from '@/lib/catalogue/journal-types';

/** next-intl's translator for the JournalFigures messages. */
export type FigureTranslator = (key: string, values?: Record<string, string | number>) => string;

/** The number with its unit: "72 days", "72 hari", "10%", "12 weeks". */
export function figureAmount(figure: JournalFigure, t: FigureTranslator, format: CatalogueNumberFormat): string {
  if (figure.unit === 'percent') return format.percent(figure.value);
  return t(figure.unit, { count: figure.value, value: format.number(figure.value, 1) });
}

/** What the figure measures with its amount, and "(median)" for a median: "first decision 72 days". */
export function figureText(figure: JournalFigure, t: FigureTranslator, format: CatalogueNumberFormat): string {
  const text = t(figure.measure, { amount: figureAmount(figure, t, format) });
  return figure.statistic === 'median' ? t('median', { figure: text }) : text;
}

/** "Wiley Journal Finder, 2026-08", "PLOS, 2023", an operator's label alone; null when there is neither. */
export function sourceText(figure: { source: string | null; date: string | null; periodStart?: string | null }) {
  const parts = [figure.source, figureDateLabel(figure)].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "USD 3.570", for an estimate "≈ USD 7.653", for a diamond journal "tanpa biaya". */
export function apcPriceText(apc: ApcFigure, t: FigureTranslator, format: CatalogueNumberFormat): string {
  if (apc.kind === 'noCharge') return t('noCharge');
  const price = format.price(apc.amount, apc.currency);
  return apc.kind === 'estimate' ? t('estimate', { price }) : price;
}

/**
 * Where the price comes from, in words: "diperkirakan dari data SJR 2024" for an estimate (a bare "SJR 2024" after a
 * price would read as the price's source), else its data set and date ("APC dataverse, 2023-02", "DOAJ, 2025-02").
 */
export function apcSourceText(apc: ApcFigure, t: FigureTranslator): string | null {
  if (apc.kind === 'estimate' && apc.source) return t('estimatedFrom', { source: apc.source });
  return sourceText(apc);
}

/** The figure's text and, apart, its source and date, for a caller that sets the two differently. */
export function describedFigure(
  figure: JournalFigure,
  t: FigureTranslator,
  format: CatalogueNumberFormat,
): { text: string; source: string | null } {
  return { text: figureText(figure, t, format), source: sourceText(figure) };
}
