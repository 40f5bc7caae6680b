// How the catalogue's numbers read in the API's text fields (Biaya, Lama Waktu, Acceptance Rate): one place, so the
// card, the detail page and the API agree. A missing value is null; the UI shows N/A.
import type { ApcSource } from '../generated/prisma/enums';

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

interface Apc {
  apcAmount: number | null;
  apcCurrency: string | null;
  apcSource: ApcSource | null;
}

/** "USD 2,890" for a publisher's price, "≈ USD 3,100 (estimate)" for the SJR 2024 estimate, which always says so. */
export function formatApc({ apcAmount, apcCurrency, apcSource }: Apc): string | null {
  if (apcAmount === null) return null;
  // 0 is a real price (no charge, e.g. diamond open access), unlike a missing one.
  const price = [apcCurrency, wholeNumber.format(apcAmount)].filter(Boolean).join(' ');
  return apcSource === 'estimate' ? `≈ ${price} (estimate)` : price;
}

export function formatReviewTime(weeks: number | null): string | null {
  if (weeks === null) return null;
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** The stored rate is a percentage (0–100), as operators' metrics files give it (23 → "23%"). */
export function formatAcceptanceRate(percent: number | null): string | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  return `${oneDecimal.format(percent)}%`;
}
