import en from '../../messages/en.json';
import id from '../../messages/id.json';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { ApcFigure, JournalFigure } from '@/lib/catalogue/journal-types';
import { apcPriceText, apcSourceText, describedFigure, type FigureTranslator, sourceText } from './figure-text';

/**
 * The JournalFigures messages with just the ICU the catalogue's messages use: `{name}` arguments and
 * `{count, plural, one {…} other {…}}`. (next-intl itself is ESM and runs in the browser tests.)
 */
function translatorOf(messages: Record<string, string>): FigureTranslator {
  const fill = (text: string, values: Record<string, string | number>): string =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  return (key, values = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`no message ${key}`);
    const plural = /^\{count, plural, one \{(.*)\} other \{(.*)\}\}$/.exec(message);
    if (plural) return fill(values.count === 1 ? plural[1]! : plural[2]!, values);
    return fill(message, values);
  };
}

const languages = [
  { name: 'en', t: translatorOf(en.JournalFigures), format: catalogueNumberFormat('en') },
  { name: 'id', t: translatorOf(id.JournalFigures), format: catalogueNumberFormat('id') },
];

const wiley: JournalFigure = {
  measure: 'first_decision',
  value: 72,
  unit: 'days',
  statistic: null,
  source: 'Wiley Journal Finder',
  date: '2026-08-11',
  periodStart: null,
};
const plos: JournalFigure = {
  measure: 'submission_to_acceptance',
  value: 195.5,
  unit: 'days',
  statistic: 'median',
  source: 'PLOS',
  date: '2023-11-29',
  periodStart: '2022-11-29',
};

describe('a figure on a card or a page', () => {
  it.each([
    ['en', wiley, 'first decision 72 days', 'Wiley Journal Finder, 2026-08'],
    ['id', wiley, 'keputusan pertama 72 hari', 'Wiley Journal Finder, 2026-08'],
    ['en', plos, 'submission to acceptance 195.5 days (median)', 'PLOS, 2023'],
    ['id', plos, 'pengiriman hingga diterima 195,5 hari (median)', 'PLOS, 2023'],
    ['en', { ...wiley, measure: 'acceptance_rate', unit: 'percent', value: 10.5 }, 'acceptance 10.5%', 'Wiley Journal Finder, 2026-08'],
    ['id', { ...wiley, measure: 'acceptance_rate', unit: 'percent', value: 10.5 }, 'penerimaan 10,5%', 'Wiley Journal Finder, 2026-08'],
    ['en', { ...wiley, measure: 'review_time', unit: 'weeks', value: 1, source: 'survey.csv', date: null }, '1 week', 'survey.csv'],
    ['id', { ...wiley, measure: 'review_time', unit: 'weeks', value: 12, source: null, date: null }, '12 minggu', null],
  ] as const)('in %s: %j reads "%s · %s"', (language, figure, text, source) => {
    const { t, format } = languages.find((entry) => entry.name === language)!;
    expect(describedFigure(figure as JournalFigure, t, format)).toEqual({ text, source });
  });

  it('writes an APC in the language’s numbers, an estimate said in words to come from SJR 2024 data', () => {
    const estimate: ApcFigure = { amount: 7653, currency: 'USD', kind: 'estimate', year: 2024, source: 'SJR 2024', date: null };
    const listed: ApcFigure = { ...estimate, amount: 3570, kind: 'publisher', year: 2026, source: 'Wiley Journal Finder', date: '2026-08-11' };
    const [english, indonesian] = languages;
    expect(apcPriceText(estimate, english!.t, english!.format)).toBe('≈ USD 7,653');
    expect(apcPriceText(estimate, indonesian!.t, indonesian!.format)).toBe('≈ USD 7.653');
    expect(apcSourceText(estimate, english!.t)).toBe('estimated from SJR 2024 data');
    expect(apcSourceText(estimate, indonesian!.t)).toBe('diperkirakan dari data SJR 2024');
    expect(apcPriceText(listed, indonesian!.t, indonesian!.format)).toBe('USD 3.570');
    expect(apcSourceText(listed, indonesian!.t)).toBe('Wiley Journal Finder, 2026-08');
  });

  it('says "no charge" for a diamond journal, with its source and date', () => {
    const diamond: ApcFigure = { amount: 0, currency: null, kind: 'noCharge', year: 2025, source: 'DOAJ', date: '2025-02-09' };
    const [english, indonesian] = languages;
    expect(apcPriceText(diamond, english!.t, english!.format)).toBe('no charge');
    expect(apcPriceText(diamond, indonesian!.t, indonesian!.format)).toBe('tanpa biaya');
    expect(apcSourceText(diamond, english!.t)).toBe('DOAJ, 2025-02');
  });
});
