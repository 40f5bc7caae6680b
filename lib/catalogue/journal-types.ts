// The catalogue's answer shapes, with the spec's field names (spec §3), which clients of the original product read.
// A missing value is null; the UI shows 'N/A' (or hides the line) as spec §2 says.

/** A journal in a list or card (spec §3 "Journal (list/card)"). */
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
 * The journal page (spec §3 "Journal detail"). Where the spec names a year, the data's own year is used, so the
 * key `Total Docs. (2024)` of the spec is `Total Docs. (<dataYear>)`, e.g. `Total Docs. (2025)`.
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
  /** Not in the spec's detail list, but the card shows it; e.g. "23%", null unless an operator loaded figures. */
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
