// The catalogue's answer shapes, with the original product's field names, which its clients read. A missing value is
// null; the UI shows 'N/A', or on a card hides the line of a missing country, publisher, category or acceptance rate.

/** A journal in a list or card. */
export interface JournalListItem {
  Sourceid: string;
  'Nama Jurnal': string;
  /** The journal's areas (fields), '; '-separated. */
  Bidang: string | null;
  /** Q1–Q4, or null where SJR has none. */
  Quartile: string | null;
  /** Review time, e.g. "12 weeks"; no open source exists, so null unless an operator loaded figures. */
  'Lama Waktu': string | null;
  /** APC, e.g. "USD 2,890" (publisher's price) or "≈ USD 3,100 (estimate)". */
  Biaya: string | null;
  Country: string | null;
  Publisher: string | null;
  /** Clean category names, '; '-separated. */
  Categories: string | null;
  /** e.g. "23%", null unless an operator loaded figures. */
  'Acceptance Rate': string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface JournalFacets {
  fields: FacetValue[];
  quartiles: FacetValue[];
  categories: FacetValue[];
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
  /** Not an original detail field, but the card shows it; e.g. "23%", null unless an operator loaded figures. */
  'Acceptance Rate': string | null;
  /** Additions for the page: structured categories, the open-access flags, ISSNs, the APC's origin. */
  categoryQuartiles: { name: string; quartile: string | null }[];
  isOpenAccess: boolean;
  isOpenAccessDiamond: boolean;
  /** SJR marks titles Scopus stopped covering with "(discontinued)". */
  isDiscontinued: boolean;
  issns: string[];
  apcSource: 'publisher' | 'estimate' | null;
  /** The year of the publisher's price (apc-dataverse), null for an estimate or no APC. */
  apcYear: number | null;
  dataYear: number;
}
