// The SINTA answers with the spec's field names (spec §3 SINTA journal), which clients of the original product read,
// plus ISSNs, the profile, SINTA's own figures and the cross-links (issue 5).
import type { Pagination } from '../catalogue/journal-types';
import type { ListWarning } from '../lists/match-list-entries';

export interface SintaItem {
  Title: string;
  /** "Sinta 1" … "Sinta 6". */
  'Current Accreditation': string;
  /** Comma-separated; 'Tidak ada subjek' where SINTA names none (spec §3). */
  'Subject Area': string;
  /** SINTA has no publisher column: the affiliation (the institution) is the closest. */
  Publisher: string | null;
  /** The favourite identifier (spec §3), exactly as SINTA publishes it. */
  Website: string;
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
}

export interface SintaPage {
  data: SintaItem[];
  pagination: Pagination;
}

export interface SintaFilterOptions {
  subjects: string[];
  accreditations: string[];
}
