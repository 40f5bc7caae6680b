// What the product shows of a journal's DOAJ entry: on cards, journal and SINTA pages, compare and export. Each fact
// carries DOAJ as its source and the export's date. Pure: built from a doaj_journals row.
import { doajSource } from './doaj-record';
import { doajUrl } from './doaj-url';

export interface DoajFacts {
  /** The journal's record on doaj.org. */
  url: string;
  hasSeal: boolean;
  /** "CC BY", "CC BY-NC-SA", … */
  licences: string[];
  /** Languages in which the journal accepts manuscripts, as DOAJ names them ("English", "Indonesian"). */
  languages: string[];
  /** DOAJ's APC yes/no. */
  hasApc: boolean;
  /** Average weeks from submission to publication, where the export gives it. */
  weeksToPublication: number | null;
  source: string;
  /** "YYYY-MM-DD": the export's day. */
  date: string;
}

/** The doaj_journals columns DoajFacts needs, as Prisma selects them. */
export interface DoajRow {
  pIssn: string | null;
  eIssn: string | null;
  languages: string[];
  hasSeal: boolean;
  licences: string[];
  hasApc: boolean;
  weeksToPublication: number | null;
  doajUrl: string | null;
  asOf: Date;
}

export const doajRowSelect = {
  pIssn: true,
  eIssn: true,
  languages: true,
  hasSeal: true,
  licences: true,
  hasApc: true,
  weeksToPublication: true,
  doajUrl: true,
  asOf: true,
} as const satisfies Record<keyof DoajRow, true>;

export function toDoajFacts(row: DoajRow | null | undefined): DoajFacts | null {
  if (!row) return null;
  return {
    url: doajUrl(row),
    hasSeal: row.hasSeal,
    licences: row.licences,
    languages: row.languages,
    hasApc: row.hasApc,
    weeksToPublication: row.weeksToPublication,
    source: doajSource,
    date: row.asOf.toISOString().slice(0, 10),
  };
}
