// What an import counts as its rows stream past, in memory that does not grow with the file: numbers, each unmatched
// journal once (as many as the file names, not as many rows), and the first skipped rows with their reasons.
import type { ArticleRow, SkippedRow } from './article-row';
import type { JournalMatch } from './journal-matcher';

export interface UnmatchedSource {
  /** The journal as the rows name it: its title, else its ISSNs or Sourceid. */
  source: string;
  why: Exclude<JournalMatch, { sourceId: string }>['why'];
  rows: number;
}

/** Skipped rows kept with their reasons; the rest are counted only. */
export const skippedRowsKept = 1000;

function describeSource({ sourceId, issns, title }: ArticleRow['journal']): string {
  if (sourceId !== null) return `Sourceid ${sourceId}`;
  if (title !== null) return title;
  return issns.length > 0 ? `ISSN ${issns.join(', ')}` : '(no journal named)';
}

export class ArticleImportTally {
  readonly matchedBy = { sourceid: 0, issn: 0, title: 0, sinta: 0 };
  matched = 0;
  forSinta = 0;
  skippedRows = 0;
  readonly skipped: SkippedRow[] = [];
  private readonly unmatched = new Map<string, UnmatchedSource>();

  skip(row: SkippedRow): void {
    this.skippedRows += 1;
    if (this.skipped.length < skippedRowsKept) this.skipped.push(row);
  }

  match(by: keyof ArticleImportTally['matchedBy'], isForSinta: boolean): void {
    this.matched += 1;
    this.matchedBy[by] += 1;
    if (isForSinta) this.forSinta += 1;
  }

  miss(row: ArticleRow, why: UnmatchedSource['why']): void {
    const source = describeSource(row.journal);
    const entry = this.unmatched.get(source) ?? { source, why, rows: 0 };
    entry.rows += 1;
    this.unmatched.set(source, entry);
  }

  /** Each journal the unmatched rows name, once, in the order the file first names it. */
  unmatchedSources(): UnmatchedSource[] {
    return [...this.unmatched.values()];
  }
}
