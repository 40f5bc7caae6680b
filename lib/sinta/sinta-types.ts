// The SINTA answers with the original product's field names, which its clients read, plus ISSNs, the profile,
// SINTA's own figures and the cross-links to the predatory and hijacked lists.
import type { DoajFacts } from '../doaj/doaj-facts';
import type { Pagination } from '../shared/page-of';
import type { ListWarning } from '../lists/match-list-entries';

export interface SintaItem {
  Title: string;
  /** "Sinta 1" … "Sinta 6". */
  'Current Accreditation': string;
  /** Comma-separated; 'Tidak ada subjek' where SINTA names none. */
  'Subject Area': string;
  /** SINTA has no publisher column: the affiliation (the institution) is the closest. */
  Publisher: string | null;
  /** The journal's website, exactly as SINTA publishes it (the spec's favourite identifier). */
  Website: string;
  /** What its favourite and compare ids are: the website, or the profile URL where the website is no usable address
   * (lib/shared/sinta-favorite-id.ts). */
  favoriteId: string;
  /** The SINTA profile number: the journal's page here is /{lang}/sinta/{sintaId}. */
  sintaId: number;
  Country: 'Indonesia';
  pIssn: string | null;
  eIssn: string | null;
  profileUrl: string;
  googleScholarUrl: string | null;
  impact: number | null;
  h5Index: number | null;
  citations: number | null;
  citations5Years: number | null;
  /** SINTA's own flag (No for every row of the July 2025 file) or a catalogue journal with the same ISSN. */
  isScopusIndexed: boolean;
  /** The catalogue journal with one of its ISSNs (best SJR rank), for a link to its page; else null. */
  scopusSourceId: string | null;
  /** Predatory or hijacked list entries its website falls under (exact normalised link). */
  warnings: ListWarning[];
  /** Its DOAJ entry (linked, Seal, licence, manuscript languages, APC yes/no); null where DOAJ does not list it. */
  doaj: DoajFacts | null;
}

export interface SintaPage {
  data: SintaItem[];
  pagination: Pagination;
}

export interface SintaFilterOptions {
  subjects: string[];
  accreditations: string[];
}
