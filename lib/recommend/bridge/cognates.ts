// Cognate rules for academic vocabulary: Indonesian borrowed most of its scientific words with regular spelling
// changes (-asi/-ation, -itas/-ity, -ika/-ics, -isme/-ism, -logi/-logy, k/c, f/ph, i/y, ks/x). Both words are reduced
// to a spelling skeleton after swapping the endings; a candidate counts only if the other side's vocabulary has it.

/** Indonesian ending ↔ English ending; the empty pair covers words borrowed as they are (sistem, data, model). */
const endingPairs: readonly [string, string][] = [
  ['', ''],
  ['isasi', 'ization'],
  ['isasi', 'isation'],
  ['asi', 'ation'],
  ['si', 'sion'],
  ['si', 'tion'],
  ['itas', 'ity'],
  ['ika', 'ics'],
  ['ika', 'ic'],
  ['ik', 'ics'],
  ['isme', 'ism'],
  ['is', 'ist'],
  ['is', 'ical'],
  ['if', 'ive'],
  ['logi', 'logy'],
  ['grafi', 'graphy'],
  ['ensi', 'ence'],
  ['ansi', 'ance'],
  ['ur', 'ure'],
  ['en', 'ent'],
];

/** A spelling skeleton shared by both languages: teknologi and technology both give "teknologi". */
export function spellingSkeleton(word: string): string {
  const skeleton = word
    .replace(/ph/g, 'f')
    .replace(/(?:ch|ck|kh)/g, 'k')
    .replace(/th/g, 't')
    .replace(/rh/g, 'r')
    .replace(/qu/g, 'ku')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/y/g, 'i')
    .replace(/z/g, 's')
    .replace(/([a-z])\1+/g, '$1');
  return skeleton.length > 4 ? skeleton.replace(/e$/, '') : skeleton;
}

export type CognateVocabulary = Map<string, string[]>;

/** Skeleton → the vocabulary's words, built once per side. */
export function cognateVocabulary(words: Iterable<string>): CognateVocabulary {
  const vocabulary: CognateVocabulary = new Map();
  for (const word of words) {
    if (word.length < 4) continue;
    const key = spellingSkeleton(word);
    const list = vocabulary.get(key);
    if (!list) vocabulary.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  }
  return vocabulary;
}

function candidates(word: string, from: 0 | 1, vocabulary: CognateVocabulary, identity: boolean): string[] {
  const found = new Set<string>();
  for (const pair of endingPairs) {
    const ending = pair[from];
    if (ending === '' ? !identity : !word.endsWith(ending) || word.length - ending.length < 3) continue;
    const swapped = word.slice(0, word.length - ending.length) + pair[from === 0 ? 1 : 0];
    for (const match of vocabulary.get(spellingSkeleton(swapped)) ?? []) if (match !== word || identity) found.add(match);
  }
  return [...found];
}

/**
 * English cognates of an Indonesian word. `identity` also allows words spelt alike (after the skeleton), which the
 * bridge asks for only when the dictionary does not know the word: "air" (water) must not become English "air".
 */
export function englishCognates(word: string, english: CognateVocabulary, identity: boolean): string[] {
  return word.length < 5 ? [] : candidates(word, 0, english, identity);
}

export function indonesianCognates(word: string, indonesian: CognateVocabulary, identity: boolean): string[] {
  return word.length < 5 ? [] : candidates(word, 1, indonesian, identity);
}
