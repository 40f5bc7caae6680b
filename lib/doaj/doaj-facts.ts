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
  /** A date column as Prisma reads it, or its text as raw SQL's JSON carries it. */
  asOf: Date | string;
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
    date: typeof row.asOf === 'string' ? row.asOf.slice(0, 10) : row.asOf.toISOString().slice(0, 10),
  };
}

/** The same facts read in raw SQL from the doaj_journals row `d`, as one JSON object (null where none). */
export const doajJsonSql = `json_build_object('pIssn', d.p_issn, 'eIssn', d.e_issn, 'languages', d.languages,
  'hasSeal', d.has_seal, 'licences', d.licences, 'hasApc', d.has_apc, 'weeksToPublication', d.weeks_to_publication,
  'doajUrl', d.doaj_url, 'asOf', d.as_of)`;
