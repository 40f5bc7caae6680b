// New and discontinued titles as the importers write them, whatever their origin (the SJR stand-ins or Elsevier's
// files). Values are text or null, as PostgreSQL returns them cast to text, so two imports compare exactly.

export interface NewJournalRecord {
  /** Sourceid as decimal text, or null when the title matches no catalogue journal. */
  sourceId: string | null;
  title: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  /** "YYYY-MM-DD", or null: never invented. */
  acceptedOn: string | null;
  /** "YYYY-MM" when the source gives only a month. */
  acceptedMonth: string | null;
}

export interface DiscontinuedJournalRecord {
  sourceId: string | null;
  title: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  reason: string | null;
  year: number | null;
  volume: string | null;
  issue: string | null;
  pageRange: string | null;
  coverage: string | null;
}
