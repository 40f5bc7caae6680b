// A journal's profile: the fields the index is built from, each as terms with a multiplier (a category's terms count
// by the journal's quartile in it). The index and the reasons both read profiles through this one function.
import type { Lexicon } from '../text/detect-language';
import { analyseField, type FieldTerm } from './analyse-field';
import type { CatalogueEntry } from './catalogue-entry';
import { pairKey } from '../text/stem';
import { type FieldName, quartileWeight } from './weights';

export type ProfileTerm = FieldTerm;

export type Profile = Partial<Record<FieldName, ProfileTerm[]>>;

function terms(values: (string | null)[], fallback: 'en' | 'id', lexicon: Lexicon, multiplier = 1): ProfileTerm[] {
  const found: ProfileTerm[] = [];
  for (const value of values) if (value) found.push(...analyseField(value, fallback, lexicon, multiplier));
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

export function profileOf(entry: CatalogueEntry, lexicon: Lexicon): Profile {
  if (entry.type === 'sinta') {
    const title = terms([entry.title], 'id', lexicon);
    return {
      title,
      titlePairs: pairsOf(title),
      subjectAreas: terms(entry.subjectAreas, 'en', lexicon),
      affiliation: terms([entry.affiliation], 'id', lexicon),
      scope: terms([entry.scope], 'id', lexicon),
    };
  }
  const categories =
    entry.categoryQuartiles.length > 0
      ? entry.categoryQuartiles
      : entry.categoryList.map((name) => ({ name, quartile: null }));
  const title = terms([entry.title], 'en', lexicon);
  return {
    title,
    titlePairs: pairsOf(title),
    categories: categories.flatMap((category) =>
      terms([category.name], 'en', lexicon, quartileWeight(category.quartile)),
    ),
    areas: terms(entry.areaList, 'en', lexicon),
    publisher: terms([entry.publisher], 'en', lexicon),
    scope: terms([entry.scope], 'en', lexicon),
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
