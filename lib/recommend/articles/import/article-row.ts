// One article as an import file gives it, whatever the format: its own fields, and how it names its journal.

export interface JournalReference {
  /** The catalogue's Sourceid, when the row gives one: it decides alone. */
  sourceId: string | null;
  /** Normalised ISSNs, any of the journal's. */
  issns: string[];
  /** The journal's title as the row writes it (Scopus's "Source title"). */
  title: string | null;
}

export interface ArticleRow {
  /** The row's line in the file (the header is line 1), for messages. */
  line: number;
  title: string;
  abstract: string | null;
  keywords: string[];
  year: number | null;
  /** ISO 639-1 code, when the row names the language. */
  language: string | null;
  journal: JournalReference;
}

/** A row that cannot be imported, and why ("no title", "year "20x3" is not a year"). */
export interface SkippedRow {
  line: number;
  reason: string;
}

export type ArticleFormat = 'scopus' | 'csv' | 'jsonl';

export interface ArticleFile {
  label: string;
  format: ArticleFormat;
  rows: ArticleRow[];
  skipped: SkippedRow[];
}

/** What a streaming reader yields: each data row, or why it was skipped, in file order; it returns the file's format. */
export type ArticleRows = AsyncGenerator<ArticleRow | SkippedRow, ArticleFormat>;
