// Snowball stemmers for English and Indonesian (@orama/stemmers), memoised: a catalogue repeats its words thousands
// of times and abstracts repeat theirs. The caches are bounded so that odd input cannot grow them without end.
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as indonesianStemmer } from '@orama/stemmers/indonesian';
import type { Language } from './tokenize';

const MAX_CACHED = 200_000;
const caches: Record<Language, Map<string, string>> = { en: new Map(), id: new Map() };
const stemmers: Record<Language, (word: string) => string> = { en: englishStemmer, id: indonesianStemmer };

export function stem(word: string, language: Language): string {
  const cache = caches[language];
  let value = cache.get(word);
  if (value === undefined) {
    // Snowball's Indonesian stemmer leaves words of four letters or fewer alone; English ones are kept as they are.
    value = word.length <= 3 ? word : stemmers[language](word);
    if (value.length < 2) value = word;
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(word, value);
  }
  return value;
}

/** Two terms of one language near each other, in either order. */
export function pairKey(first: string, second: string): string | null {
  if (first === second || first.slice(0, 3) !== second.slice(0, 3)) return null;
  return first < second ? `${first}+${second.slice(3)}` : `${second}+${first.slice(3)}`;
}

/** The index and the queries name a term with its language, so Indonesian "air" (water) never meets English "air". */
export function termKey(word: string, language: Language): string {
  return `${language}:${stem(word, language)}`;
}
