// Which APC a journal shows (the card's "Biaya"): the publisher's own price of the newest year, from any data set that
// has one (Wiley's Journal Finder of 2026 by Sourceid; the APC dataverse, 2019–2023, matched on any of the journal's
// ISSNs); else the SJR 2024 file's estimate in USD, labelled as one; else none. Each keeps the data set it came from.
// Pure, so it is tested alone.
import { priceOf, type PublisherApcRow } from './apc-price';
import type { ApcFields } from './journal-record';

export interface ApcCandidates {
  /** The publisher prices known for the journal: dataverse rows of its ISSNs, its Journal Finder listing. */
  publisherRows: PublisherApcRow[];
  /** The estimate for the journal's Sourceid, with its year, if the 2024 file has one. */
  estimate: { amountUsd: number; year: number } | null;
  /**
   * Diamond open access means no fee by definition; the estimate file prices every journal from USD 2,177 up, so an
   * estimate for a diamond journal would be an invented fee. A publisher's own price still counts.
   */
  isOpenAccessDiamond: boolean;
}

const noApc: ApcFields = {
  apcAmount: null,
  apcCurrency: null,
  apcSource: null,
  apcYear: null,
  apcOrigin: null,
  apcObservedOn: null,
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Newest first: year, then date within the year, then the later line of the file. */
function isNewer(row: PublisherApcRow, than: PublisherApcRow): boolean {
  if (row.year !== than.year) return row.year > than.year;
  if (row.date !== than.date) return row.date > than.date;
  return row.line > than.line;
}

export function chooseApc(candidates: ApcCandidates): ApcFields {
  let newest: { row: PublisherApcRow; price: NonNullable<ReturnType<typeof priceOf>> } | null = null;
  for (const row of candidates.publisherRows) {
    const price = priceOf(row);
    if (price && (!newest || isNewer(row, newest.row))) newest = { row, price };
  }
  if (newest) {
    return {
      apcAmount: Math.round(newest.price.amount),
      apcCurrency: newest.price.currency,
      apcSource: 'publisher',
      apcYear: newest.row.year,
      apcOrigin: newest.row.origin,
      apcObservedOn: isoDay.test(newest.row.date) ? newest.row.date : null,
    };
  }
  if (candidates.estimate && !candidates.isOpenAccessDiamond) {
    return {
      apcAmount: Math.round(candidates.estimate.amountUsd),
      apcCurrency: 'USD',
      apcSource: 'estimate',
      apcYear: candidates.estimate.year,
      apcOrigin: `SJR ${candidates.estimate.year}`,
      apcObservedOn: null,
    };
  }
  return noApc;
}
