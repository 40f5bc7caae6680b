// The answers of the reference-list calls (predatory journals and publishers, new and discontinued titles), with the
// original product's field names, which its clients read, plus what the pages must state: the source.
import type { Pagination } from '../shared/page-of';
import type { IssnLookup } from './find-issn-list-entries';
import type { ListWarning } from './match-list-entries';
import type { TitleWarning } from './match-title-on-publisher-site';
import type { InitialPage } from '../shared/name-initials';

/** A predatory standalone journal or publisher: name, link; plus the list(s) it is on and the list's date. */
export interface PredatoryListItem {
  name: string;
  link: string | null;
  /** "beallslist.net", "predatoryjournals.org" or both, comma-separated. */
  source: string;
  /** "YYYY-MM-DD" from which the list shows the entry, or null where the list gives no date (beallslist.net). */
  date: string | null;
}

export interface ListSourceSummary {
  name: string;
  url: string;
  /** The list's date where it has one (predatoryjournals.org: the snapshot), else null. */
  date: string | null;
  /** Entries of this kind on that list, after merging. */
  count: number;
}

/** One page of a predatory list (journals or publishers), sorted by name, narrowed by the name search. */
export interface PredatoryListAnswer {
  data: PredatoryListItem[];
  /** Over the entries the search matches. */
  pagination: Pagination;
  /** Entries of this kind on the lists, whatever the search. */
  listSize: number;
  /** The A–Z jump: for each letter a name matching the search is filed under, the page its first name is on (over the
   * search's matches, whatever the letter filter). */
  initials: InitialPage[];
  sources: ListSourceSummary[];
  /** When the search was a whole ISSN: the journals holding it (the lists carry no ISSN). */
  issn?: IssnLookup;
}

/** Which list a new/discontinued answer holds: the operator's Elsevier file, or the labelled SJR stand-in. */
export interface ListOrigin {
  origin: 'sjr_diff' | 'sjr_marked' | 'elsevier';
  label: string;
  importedAt: string | null;
}

export interface NewJournalItem {
  Sourceid: string | null;
  NamaJurnal: string;
  ISSN: string | null;
  EISSN: string | null;
  Publisher: string | null;
  /** "YYYY-MM-DD", "YYYY-MM" when only the month is known, or null: never invented. */
  Date: string | null;
}

export interface DiscontinuedJournalItem {
  Sourceid: string | null;
  'Nama Jurnal': string;
  ISSN: string | null;
  EISSN: string | null;
  Publisher: string | null;
  Reason: string | null;
  Year: number | null;
  Volume: string | null;
  Issue: string | null;
  'Page Range': string | null;
  /** Elsevier's coverage note as published, where the list has one. */
  Coverage: string | null;
}

export interface NewJournalsAnswer {
  data: NewJournalItem[];
  pagination: Pagination;
  source: ListOrigin;
}

export interface DiscontinuedJournalsAnswer {
  data: DiscontinuedJournalItem[];
  total: number;
  pagination: Pagination;
  source: ListOrigin;
}

export interface JournalCrossLinks {
  /** By the journal's websites (exact link), then by its title on its publisher's own site. */
  warnings: (ListWarning | TitleWarning)[];
  isDiscontinued: boolean;
  sintaWebsite?: string;
}
