// Which APC a journal shows (the card's "Biaya"): the publisher's own price of the newest year, from any data set that
// has one (Wiley's Journal Finder of 2026 by Sourceid; the APC dataverse, 2019–2023, matched on any of the journal's
// ISSNs); else the journal's own amount as it told DOAJ (an operator's full export); else no charge for a diamond
// journal (SJR's "Open Access Diamond", or DOAJ's APC "No"); else the SJR 2024 file's estimate in USD, labelled as
// one, but only where its basis holds: never for conference proceedings nor Indonesian journals, whose prices the
// estimate (drawn from international journals' prices) does not describe; else none ("charge unknown"). Each keeps
// the data set it came from. Pure, so it is tested alone.
import { priceOf, type PublisherApcRow } from './apc-price';
import type { ApcFields } from './journal-record';
import { doajSource } from '../../doaj/doaj-record';

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
  /** The journal's DOAJ entry: its APC yes/no, and its own amount where the export gives one. */
  doaj: { hasApc: boolean; apcAmount: number | null; apcCurrency: string | null; asOf: string } | null;
  /** SJR's source type ("journal", "conference and proceedings", …) and country. */
  type: string;
  country: string | null;
}

/** The kinds of source and the countries the SJR 2024 estimate does not describe (see the rule above). */
export function isEstimateApplicable(journal: { type: string; country: string | null }): boolean {
  return journal.type !== 'conference and proceedings' && journal.country !== 'Indonesia';
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
  const { doaj } = candidates;
  if (doaj?.hasApc && doaj.apcAmount !== null && doaj.apcCurrency) {
    return {
      apcAmount: doaj.apcAmount,
      apcCurrency: doaj.apcCurrency,
      apcSource: 'publisher',
      apcYear: Number(doaj.asOf.slice(0, 4)),
      apcOrigin: doajSource,
      apcObservedOn: doaj.asOf,
    };
  }
  if (candidates.isOpenAccessDiamond || doaj?.hasApc === false) {
    return {
      apcAmount: 0,
      apcCurrency: null,
      apcSource: 'no_charge',
      apcYear: doaj?.hasApc === false ? Number(doaj.asOf.slice(0, 4)) : null,
      apcOrigin: doaj?.hasApc === false ? doajSource : 'SJR (Open Access Diamond)',
      apcObservedOn: doaj?.hasApc === false ? doaj.asOf : null,
    };
  }
  if (candidates.estimate && isEstimateApplicable(candidates)) {
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
