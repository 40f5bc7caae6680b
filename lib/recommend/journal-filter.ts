// The request's filters as tests over catalogue entries, one per filter, applied after ranking. A Scopus journal is
// judged by the catalogue's own rules (lib/catalogue/journal-filter-rules.ts). A SINTA journal by what SINTA records:
// its subject areas (field), Indonesia (country), its level; it is a journal (type); its DOAJ entry (manuscript
// language, in DOAJ, no APC by DOAJ's APC "No"); it has no quartile, category, APC amount, review time or
// open-access flag in the data, so those filters leave it out. The two floors each judge their own
// kind: with both, a Scopus journal must meet minQuartile and a SINTA journal minSintaLevel ("S2 or better, or Q3 or
// better"); with one alone, the other kind, which has no such level, is left out by it.
import { type JournalReaders, journalFilterTests as catalogueFilterTests, sameText } from '../catalogue/journal-filter-rules';
import { chooseReviewTime } from '../catalogue/journal-figures';
import { reviewDays } from '../catalogue/review-days';
import type { RecommendFilterName, RecommendFilters } from '../schemas/recommend';
import { MANUSCRIPT_LANGUAGES } from '../schemas/journal-query';
import type { CatalogueEntry, ScopusEntry, SintaEntry } from './engine/catalogue-entry';

// The budget rule (rates, unknown prices) is the catalogue filter's own: one rule for both.
export { apcInUsd } from '../catalogue/apc-in-usd';

export interface RecommendFilterTest {
  name: RecommendFilterName;
  passes: (entry: CatalogueEntry) => boolean;
}

/** What the catalogue's rules work out of a Scopus entry; the recommender loads journals of type "journal" only. */
const scopusReaders: JournalReaders<ScopusEntry> = {
  sourceType: () => 'journal',
  reviewDays: (entry) =>
    reviewDays(chooseReviewTime({ ...entry, metricsSource: entry.metricsSource ?? null }, entry.metrics ?? [])),
};

function sintaTest(name: RecommendFilterName, filters: RecommendFilters): (entry: SintaEntry) => boolean {
  const { field, country, type, minSintaLevel } = filters;
  switch (name) {
    case 'field':
      return (entry) => field !== undefined && entry.subjectAreas.some((subject) => sameText(subject, field));
    case 'country':
      return () => country !== undefined && sameText(country, 'Indonesia');
    case 'type':
      return () => type === 'journal';
    case 'minSintaLevel':
      return (entry) => minSintaLevel !== undefined && entry.accreditation <= minSintaLevel;
    case 'minQuartile':
      // Judged by minSintaLevel instead when that is given.
      return () => minSintaLevel !== undefined;
    case 'language':
      return (entry) =>
        filters.language !== undefined && (entry.doajLanguages?.includes(MANUSCRIPT_LANGUAGES[filters.language]) ?? false);
    case 'inDoaj':
      return (entry) => entry.doajLanguages !== null;
    case 'noApc':
      return (entry) => entry.doajHasApc === false;
    default:
      return () => false;
  }
}

export function journalFilterTests(filters: RecommendFilters): RecommendFilterTest[] {
  const { minSintaLevel, ...catalogueFilters } = filters;
  const scopusTests = new Map(catalogueFilterTests(catalogueFilters, scopusReaders).map((test) => [test.name, test.passes]));
  const names = [...scopusTests.keys(), ...(minSintaLevel !== undefined ? (['minSintaLevel'] as const) : [])];
  return names.map((name) => {
    const scopus = scopusTests.get(name as Exclude<RecommendFilterName, 'minSintaLevel'>);
    // minSintaLevel judges Scopus journals only when no minQuartile does.
    const scopusPasses: (entry: ScopusEntry) => boolean = scopus ?? (() => filters.minQuartile !== undefined);
    const sintaPasses = sintaTest(name, filters);
    return {
      name,
      passes: (entry: CatalogueEntry) => (entry.type === 'sinta' ? sintaPasses(entry) : scopusPasses(entry)),
    };
  });
}

/** All the filters at once; undefined without any. */
export function journalFilter(filters: RecommendFilters): ((entry: CatalogueEntry) => boolean) | undefined {
  const tests = journalFilterTests(filters);
  if (tests.length === 0) return undefined;
  return (entry) => tests.every((test) => test.passes(entry));
}
