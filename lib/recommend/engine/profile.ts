// A journal's profile: the fields the index is built from, each as terms with a multiplier (a category's terms count
// by the journal's quartile in it). The index (and through it the reasons) reads profiles through this one function.
import type { Lexicon } from '../text/detect-language';
import { analyseField, type FieldTerm } from './analyse-field';
import type { CatalogueEntry } from './catalogue-entry';
import { pairKey } from '../text/stem';
import { type FieldName, quartileWeight } from './weights';

export type ProfileTerm = FieldTerm;

export type Profile = Partial<Record<FieldName, ProfileTerm[]>>;

type FieldAnalyser = (value: string, fallback: 'en' | 'id', multiplier: number) => readonly ProfileTerm[];

/**
 * analyseField, remembered: category names, areas, publishers and affiliations repeat across tens of thousands of
 * journals, and analysing each once keeps the index build's garbage down. The terms are shared, never changed.
 */
function rememberingAnalyser(lexicon: Lexicon): FieldAnalyser {
  const seen = new Map<string, readonly ProfileTerm[]>();
  return (value, fallback, multiplier) => {
    const key = `${fallback}|${multiplier}|${value}`;
    let found = seen.get(key);
    if (!found) {
      found = analyseField(value, fallback, lexicon, multiplier);
      seen.set(key, found);
    }
    return found;
  };
}

function terms(values: (string | null)[], fallback: 'en' | 'id', analyse: FieldAnalyser, multiplier = 1): ProfileTerm[] {
  const found: ProfileTerm[] = [];
  for (const value of values) if (value) found.push(...analyse(value, fallback, multiplier));
  return found;
}

/** Pairs of title terms next to each other or one apart (the title's terms are in reading order). */
function pairsOf(title: ProfileTerm[]): ProfileTerm[] {
  const pairs: ProfileTerm[] = [];
  for (let first = 0; first < title.length; first += 1) {
    for (const second of [first + 1, first + 2]) {
      const a = title[first];
      const b = title[second];
      const key = a && b ? pairKey(a.key, b.key) : null;
      if (a && b && key) pairs.push({ ...a, key, word: `${a.word} ${b.word}` });
    }
  }
  return pairs;
}

/** The profile builder for one index build: `profiles(entry)` for each journal, sharing what repeats. */
export function profiler(lexicon: Lexicon): (entry: CatalogueEntry) => Profile {
  const analyse = rememberingAnalyser(lexicon);
  return (entry) => {
    if (entry.type === 'sinta') {
      const title = terms([entry.title], 'id', analyse);
      return {
        title,
        titlePairs: pairsOf(title),
        subjectAreas: terms(entry.subjectAreas, 'en', analyse),
        affiliation: terms([entry.affiliation], 'id', analyse),
        scope: terms([entry.scope], 'id', analyse),
      };
    }
    const categories =
      entry.categoryQuartiles.length > 0
        ? entry.categoryQuartiles
        : entry.categoryList.map((name) => ({ name, quartile: null }));
    const title = terms([entry.title], 'en', analyse);
    return {
      title,
      titlePairs: pairsOf(title),
      categories: categories.flatMap((category) =>
        terms([category.name], 'en', analyse, quartileWeight(category.quartile)),
      ),
      areas: terms(entry.areaList, 'en', analyse),
      publisher: terms([entry.publisher], 'en', analyse),
      scope: terms([entry.scope], 'en', analyse),
    };
  };
}

/** Category names with the journal's quartile weight; SINTA journals have none (theirs are inferred). */
export function categoriesOf(entry: CatalogueEntry): { name: string; weight: number }[] {
  if (entry.type === 'sinta') return [];
  if (entry.categoryQuartiles.length > 0) {
    return entry.categoryQuartiles.map((category) => ({ name: category.name, weight: quartileWeight(category.quartile) }));
  }
  return entry.categoryList.map((name) => ({ name, weight: quartileWeight(null) }));
}
