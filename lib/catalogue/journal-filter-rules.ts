// The catalogue's filters as tests over one journal held in memory (the recommendations), beside journal-filter-sql.ts
// which applies them in SQL: field and category one whole entry of the journal's lists, quartile exactly, minQuartile
// that quartile or better (none fails), country, open access (yes, no, diamond), source type, the APC budget of
// apc-in-usd.ts and the review days the card shows (review-days.ts; unknown fails), the manuscript language and
// "in DOAJ" by the journal's DOAJ entry (none fails), "no APC" by a charge of 0. Names and values are compared
// without regard to case. One test per filter, so a caller can say which filter refused a journal.
import { type JournalFilters, MANUSCRIPT_LANGUAGES } from '../schemas/journal-query';
import { withinApcBudget } from './apc-in-usd';
import type { JournalFilterName } from './journal-filter-sql';

/** What the filters read of a journal. */
export interface FilterableJournal {
  areaList: readonly string[];
  categoryList: readonly string[];
  sjrBestQuartile: string | null;
  country: string | null;
  isOpenAccess: boolean;
  isOpenAccessDiamond: boolean;
  apcAmount: number | null;
  apcCurrency: string | null;
  /** The languages its DOAJ entry accepts manuscripts in; null when DOAJ does not list it. */
  doajLanguages: readonly string[] | null;
}

/** What a holder of journals works out on demand: read only when a filter asks. */
export interface JournalReaders<T> {
  /** The SCImago source type, lower case ("journal"). */
  sourceType: (journal: T) => string;
  /** The review time the card shows, in days (review-days.ts), or null. */
  reviewDays: (journal: T) => number | null;
}

export interface FilterTest<T> {
  name: JournalFilterName;
  passes: (journal: T) => boolean;
}

export const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
const holds = (list: readonly string[], wanted: string) => list.some((entry) => sameText(entry, wanted));

/** Q1 < Q2 < Q3 < Q4 as text: "Q2" is at most "Q3". */
export const meetsQuartileFloor = (quartile: string | null, floor: string) => quartile !== null && /^Q[1-4]$/.test(quartile) && quartile <= floor;

export function journalFilterTests<T extends FilterableJournal>(
  filters: JournalFilters,
  readers: JournalReaders<T>,
): FilterTest<T>[] {
  const { field, quartile, minQuartile, category, country, openAccess, type, maxApc, maxReviewDays } = filters;
  const { language, inDoaj, noApc } = filters;
  const tests: FilterTest<T>[] = [];
  const add = (name: JournalFilterName, passes: (journal: T) => boolean) => tests.push({ name, passes });
  if (field !== undefined) add('field', (journal) => holds(journal.areaList, field));
  if (quartile !== undefined) add('quartile', (journal) => journal.sjrBestQuartile === quartile);
  if (minQuartile !== undefined) add('minQuartile', (journal) => meetsQuartileFloor(journal.sjrBestQuartile, minQuartile));
  if (category !== undefined) add('category', (journal) => holds(journal.categoryList, category));
  if (country !== undefined) add('country', (journal) => journal.country !== null && sameText(journal.country, country));
  if (openAccess === 'yes') add('openAccess', (journal) => journal.isOpenAccess);
  if (openAccess === 'no') add('openAccess', (journal) => !journal.isOpenAccess);
  if (openAccess === 'diamond') add('openAccess', (journal) => journal.isOpenAccessDiamond);
  if (type !== undefined) add('type', (journal) => readers.sourceType(journal) === type);
  if (maxApc !== undefined) {
    add('maxApc', (journal) => withinApcBudget(journal.apcAmount, journal.apcCurrency, journal.isOpenAccessDiamond, maxApc));
  }
  if (maxReviewDays !== undefined) {
    add('maxReviewDays', (journal) => {
      const days = readers.reviewDays(journal);
      return days !== null && days <= maxReviewDays;
    });
  }
  if (language !== undefined) {
    add('language', (journal) => journal.doajLanguages?.includes(MANUSCRIPT_LANGUAGES[language]) ?? false);
  }
  if (inDoaj === 'yes') add('inDoaj', (journal) => journal.doajLanguages !== null);
  // The charge the card shows: 0 for a diamond journal (SJR's flag or DOAJ's APC "No") or a publisher's price of 0.
  if (noApc === 'yes') add('noApc', (journal) => journal.apcAmount === 0);
  return tests;
}
