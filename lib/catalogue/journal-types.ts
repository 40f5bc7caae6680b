// The catalogue's answer shapes, with the original product's field names, which its clients read. A missing value is
// null; the UI shows 'N/A', or on a card hides the line of a missing country, publisher or category.
// Beside each text field of a figure ('Lama Waktu', 'Acceptance Rate', Biaya) sits the figure itself: its number,
// what it measures, its source and its date, so a page can write it in its reader's language.
import type { DoajFacts } from '../doaj/doaj-facts';
import type { JournalSort } from '../schemas/journal-query-values';
import type { SjrYear } from '../schemas/sjr-history';
import type { Page } from '../shared/page-of';

/** What a review time or acceptance rate measures. `review_time`: an operator's figure of review time, in weeks. */
export type FigureMeasure =
  | 'review_time'
  | 'first_decision'
  | 'submission_to_acceptance'
  | 'submission_to_publication'
  | 'acceptance_to_publication'
  | 'acceptance_rate';

export interface JournalFigure {
  measure: FigureMeasure;
  value: number;
  unit: 'days' | 'weeks' | 'percent';
  /** 'median' for a median over the journal's articles; null for a figure stated as it is. */
  statistic: 'median' | null;
  /** Who published or measured it, as credited ("Wiley Journal Finder", "PLOS"), or the operator's label. */
  source: string | null;
  /** "YYYY-MM-DD": the day it was observed, or the last day of the period it covers; null when not known. */
  date: string | null;
  /** "YYYY-MM-DD": the first day of that period; null for a figure observed on one day. */
  periodStart: string | null;
}

export interface ApcFigure {
  amount: number;
  currency: string | null;
  /**
   * The publisher's own price, an estimate (from SJR 2024 data), or `noCharge` (amount 0): a diamond journal, by
   * SJR's "Open Access Diamond" or DOAJ's APC "No" (source says which).
   */
  kind: 'publisher' | 'estimate' | 'noCharge';
  /** The year of the price. */
  year: number | null;
  /** The data set it was read from, as credited: "Wiley Journal Finder", "APC dataverse", "SJR 2024". */
  source: string | null;
  /** "YYYY-MM-DD": the day the price was read from the publisher, where known. */
  date: string | null;
}

/** A journal in a list or card. */
export interface JournalListItem {
  Sourceid: string;
  'Nama Jurnal': string;
  /** The journal's areas (fields), '; '-separated. */
  Bidang: string | null;
  /** Q1–Q4, or null where SJR has none. */
  Quartile: string | null;
  /** Review time in English, saying what it measures: "72 days to first decision", "12 weeks" (an operator's). */
  'Lama Waktu': string | null;
  /** APC, e.g. "USD 2,890" (publisher's price) or "≈ USD 3,100 (estimate)". */
  Biaya: string | null;
  Country: string | null;
  Publisher: string | null;
  /** Clean category names, '; '-separated. */
  Categories: string | null;
  /** e.g. "23%". */
  'Acceptance Rate': string | null;
  /** The figures behind 'Lama Waktu', 'Acceptance Rate' and Biaya. Always given by the catalogue; absent from
   * cards built from other answers (recommendations), which show the text fields. */
  reviewTime?: JournalFigure | null;
  acceptanceRate?: JournalFigure | null;
  apc?: ApcFigure | null;
  /** The journal's DOAJ entry (linked, Seal, licence, manuscript languages, APC yes/no); null where DOAJ lacks it. */
  doaj?: DoajFacts | null;
}

/**
 * A page of the catalogue's list or search. Sorted by a figure, it says how many of the `total` matches have it: those
 * without it come last in both directions. Absent for relevance, other lists, and a page past the last.
 */
export interface JournalPage extends Page<JournalListItem> {
  sortCoverage?: { sort: Exclude<JournalSort, 'relevance'>; withValue: number; total: number };
}

export interface FacetValue {
  value: string;
  count: number;
}

/**
 * Each facet counts the journals matching the search and every active filter but its own (disjunctive facets), so
 * a visitor sees what choosing another value would give. `openAccess` counts yes, no and diamond.
 */
export interface JournalFacets {
  fields: FacetValue[];
  quartiles: FacetValue[];
  categories: FacetValue[];
  // Always sent by the API and getJournalFacets; optional only so older literals of three facets still type-check.
  countries?: FacetValue[];
  types?: FacetValue[];
  openAccess?: FacetValue[];
}

/**
 * The journal page. Where the original product's key names a year, the data's own year is used, so its key
 * `Total Docs. (2024)` is `Total Docs. (<dataYear>)` here, e.g. `Total Docs. (2025)`.
 */
export interface JournalDetail {
  Sourceid: string;
  Title: string;
  Publisher: string | null;
  'SJR Best Quartile': string | null;
  Type: string;
  Rank: number;
  Country: string | null;
  Region: string | null;
  Issn: string | null;
  Coverage: string | null;
  Areas: string | null;
  /** As published, each category with its own quartile: "Hematology (Q1); Oncology (Q1)". */
  Categories: string | null;
  SJR: number | null;
  'H index': number | null;
  'Lama Waktu': string | null;
  Biaya: string | null;
  'Total Docs. (3years)': number | null;
  'Total Cites (3years)': number | null;
  'Total Refs.': number | null;
  'Cites / Doc. (2years)': number | null;
  'Ref. / Doc.': number | null;
  '%Female': number | null;
  SDG: number | null;
  /** Policy citations (the 2025 file's Overton column, which replaced SDG). */
  Overton: number | null;
  [totalDocsOfYear: `Total Docs. (${number})`]: number | null;
  /** Not an original detail field, but the card shows it; e.g. "23%". */
  'Acceptance Rate': string | null;
  /** The figures behind 'Lama Waktu', 'Acceptance Rate' and Biaya, as in the list. */
  reviewTime: JournalFigure | null;
  acceptanceRate: JournalFigure | null;
  apc: ApcFigure | null;
  /** Every published figure of the journal (data/metrics), e.g. PLOS's median days to acceptance and to publication. */
  figures: JournalFigure[];
  /** Additions for the page: structured categories, the open-access flags, ISSNs, the APC's origin. */
  categoryQuartiles: { name: string; quartile: string | null }[];
  isOpenAccess: boolean;
  isOpenAccessDiamond: boolean;
  /** SJR marks titles Scopus stopped covering with "(discontinued)". */
  isDiscontinued: boolean;
  issns: string[];
  apcSource: 'publisher' | 'estimate' | 'no_charge' | null;
  /** The year of the publisher's price (apc-dataverse), null for an estimate or no APC. */
  apcYear: number | null;
  dataYear: number;
  /** The SJR of an earlier year (the vendored SJR 2024 file) and that year, for the trend; null where unknown. */
  sjrPrevious: { value: number; year: number } | null;
  /** The journal on Scimago, by its Sourceid. */
  scimagoUrl: string;
  /** The journal's own site where a data set gives it, and that data set ("Wiley Journal Finder"). */
  website: { url: string; source: string | null } | null;
  /** SCImago's figures of each year the data holds, ascending (data/sjr/sjr-history.csv.gz; no 2023). */
  history: SjrYear[];
  /** The journal's DOAJ entry; null where DOAJ does not list it. */
  doaj: DoajFacts | null;
}
