// The catalogue query's values without their schema: quartiles, sorts, source types, bounds, the default sort. The
// browser needs them (the filter panel, the sort menu) without zod; journal-query.ts builds its schemas on them.

export const QUARTILES = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quartile = (typeof QUARTILES)[number];

/** The home page shows 4 journals per page. */
export const DEFAULT_JOURNAL_PAGE_SIZE = 4;
export const MAX_JOURNAL_PAGE_SIZE = 50;
/** Far beyond the last page of the whole catalogue at any page size; stops absurd OFFSETs. */
export const MAX_JOURNAL_PAGE = 10_000;

/** What the list and search can be sorted by; `relevance` is the search's ranking, and the list's SJR order. */
export const JOURNAL_SORTS = ['relevance', 'sjr', 'hIndex', 'quartile', 'apc', 'reviewTime'] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Each sort's natural direction: the best first (highest SJR and H index, Q1, cheapest, fastest review). */
export const DEFAULT_SORT_ORDER: Record<JournalSort, SortOrder> = {
  relevance: 'desc',
  sjr: 'desc',
  hIndex: 'desc',
  quartile: 'asc',
  apc: 'asc',
  reviewTime: 'asc',
};

/** The source types of the SCImago data (journals.type). */
export const SOURCE_TYPES = ['journal', 'book series', 'conference and proceedings', 'trade journal'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
/** `diamond`: open access without a charge to authors (journals.is_open_access_diamond). */
export const OPEN_ACCESS_OPTIONS = ['yes', 'no', 'diamond'] as const;
/** Languages in which a journal accepts manuscripts (DOAJ's list): the code in the address, DOAJ's name. */
export const MANUSCRIPT_LANGUAGES = { id: 'Indonesian', en: 'English' } as const;
export type ManuscriptLanguage = keyof typeof MANUSCRIPT_LANGUAGES;
/** An on/off filter in the address: present as "yes", absent otherwise. */
export const FLAG_VALUES = ['yes'] as const;
export type OpenAccessOption = (typeof OPEN_ACCESS_OPTIONS)[number];

export const MAX_APC_USD = 100_000;
export const MAX_REVIEW_DAYS = 3_650;

/** The sort and direction a query asks for, with the defaults filled in: a search by relevance, the list by SJR. */
export function resolveJournalSort(
  query: { sort?: JournalSort; order?: SortOrder },
  isSearch: boolean,
): { sort: JournalSort; order: SortOrder } {
  const asked = query.sort ?? (isSearch ? 'relevance' : 'sjr');
  const sort = asked === 'relevance' && !isSearch ? 'sjr' : asked;
  return { sort, order: query.order ?? DEFAULT_SORT_ORDER[sort] };
}

/** The languages of the export's header row. */
export const EXPORT_LANGS = ['id', 'en'] as const;
