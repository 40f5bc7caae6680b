// The cross-language bridge: an English word's Indonesian equivalents and the reverse, from the word list first, then
// by cognate rules, each with a weight below 1 (a translation is weaker evidence than the word itself).
import { cognateVocabulary, englishCognates, indonesianCognates, type CognateVocabulary } from './cognates';
import type { WordList } from './word-list';
import { stem } from '../text/stem';

export interface Translation {
  word: string;
  weight: number;
}

const MAX_TRANSLATIONS = 4;
const COGNATE_WEIGHT = 0.8;
// The first sense of a dictionary entry is the usual one; later senses count less.
const dictionaryWeight = (position: number) => 0.7 / (1 + 0.5 * position);

function byStem(map: Map<string, string[]>, language: 'en' | 'id'): Map<string, string[]> {
  const stems = new Map<string, string[]>();
  for (const [word, translations] of map) {
    const key = stem(word, language);
    stems.set(key, [...new Set([...(stems.get(key) ?? []), ...translations])]);
  }
  return stems;
}

/** What the constructor derives from the word list and the vocabularies: kept to move a built bridge between threads. */
export interface BridgeParts {
  englishCognateWords: CognateVocabulary;
  indonesianCognateWords: CognateVocabulary;
  indonesianByStem: Map<string, string[]>;
  englishByStem: Map<string, string[]>;
}

export class Bridge {
  private readonly englishCognateWords: CognateVocabulary;
  private readonly indonesianCognateWords: CognateVocabulary;
  private readonly indonesianByStem: Map<string, string[]>;
  private readonly englishByStem: Map<string, string[]>;

  /** `englishWords`/`indonesianWords`: the catalogue's own vocabulary, which cognates must land in. */
  constructor(
    readonly words: WordList,
    englishWords: Iterable<string>,
    indonesianWords: Iterable<string>,
  ) {
    this.englishCognateWords = cognateVocabulary(englishWords);
    this.indonesianCognateWords = cognateVocabulary(indonesianWords);
    this.indonesianByStem = byStem(words.indonesianToEnglish, 'id');
    this.englishByStem = byStem(words.englishToIndonesian, 'en');
  }

  /** A bridge from parts another bridge derived (`parts()`), over the same word list, without deriving them again. */
  static fromParts(words: WordList, parts: BridgeParts): Bridge {
    return Object.assign(Object.create(Bridge.prototype) as Bridge, { words, ...parts });
  }

  parts(): BridgeParts {
    const { englishCognateWords, indonesianCognateWords, indonesianByStem, englishByStem } = this;
    return { englishCognateWords, indonesianCognateWords, indonesianByStem, englishByStem };
  }

  toEnglish(word: string): Translation[] {
    const known = this.words.indonesianToEnglish.get(word) ?? this.indonesianByStem.get(stem(word, 'id'));
    return this.combine(known, englishCognates(word, this.englishCognateWords, known === undefined));
  }

  toIndonesian(word: string): Translation[] {
    const known = this.words.englishToIndonesian.get(word) ?? this.englishByStem.get(stem(word, 'en'));
    return this.combine(known, indonesianCognates(word, this.indonesianCognateWords, known === undefined));
  }

  private combine(known: string[] | undefined, cognates: string[]): Translation[] {
    const found = new Map<string, number>();
    for (const word of cognates.slice(0, MAX_TRANSLATIONS)) found.set(word, COGNATE_WEIGHT);
    (known ?? []).slice(0, MAX_TRANSLATIONS).forEach((word, position) => {
      found.set(word, Math.max(found.get(word) ?? 0, dictionaryWeight(position)));
    });
    return [...found].map(([word, weight]) => ({ word, weight }));
  }
}
