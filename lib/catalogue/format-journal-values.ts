// How the catalogue's figures read in the API's text fields (Biaya, Lama Waktu, Acceptance Rate), in English with
// English numbers: one place, so the list, the detail and the recommendations agree. A missing value is null; the UI
// shows N/A. Pages write the same figures in their reader's language from the figures beside these fields.
import type { ApcSource } from '../generated/prisma/enums';
import { catalogueNumberFormat } from './catalogue-number-format';
import type { JournalFigure } from './journal-types';

const english = catalogueNumberFormat('en');

interface Apc {
  apcAmount: number | null;
  apcCurrency: string | null;
  apcSource: ApcSource | null;
}

/**
 * "USD 2,890" for a publisher's price, "≈ USD 3,100 (estimate)" for the SJR 2024 estimate, which always says so,
 * "No charge" for a diamond journal.
 */
export function formatApc({ apcAmount, apcCurrency, apcSource }: Apc): string | null {
  if (apcAmount === null) return null;
  // A diamond journal charges nothing: said in words, not as "USD 0".
  if (apcSource === 'no_charge') return 'No charge';
  const price = english.price(apcAmount, apcCurrency);
  return apcSource === 'estimate' ? `≈ ${price} (estimate)` : price;
}

export function formatReviewTime(weeks: number | null): string | null {
  if (weeks === null) return null;
  return `${english.number(weeks)} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** The stored rate is a percentage (0–100), as operators' metrics files give it (23 → "23%"). */
export function formatAcceptanceRate(percent: number | null): string | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  return english.percent(percent);
}

const measured: Record<Exclude<JournalFigure['measure'], 'review_time' | 'acceptance_rate'>, string> = {
  first_decision: 'to first decision',
  submission_to_acceptance: 'from submission to acceptance',
  submission_to_publication: 'from submission to publication',
  acceptance_to_publication: 'from acceptance to publication',
};

/**
 * A figure as the API's text says it, naming what it measures: "72 days to first decision", "189 days from
 * submission to acceptance (median)", "12 weeks" (an operator's review time), "10%".
 */
export function formatFigure(figure: JournalFigure | null): string | null {
  if (!figure) return null;
  if (figure.measure === 'review_time') return formatReviewTime(figure.value);
  if (figure.measure === 'acceptance_rate') return formatAcceptanceRate(figure.value);
  const days = `${english.number(figure.value, 1)} ${figure.value === 1 ? 'day' : 'days'}`;
  return `${days} ${measured[figure.measure]}${figure.statistic === 'median' ? ' (median)' : ''}`;
}
