// The English–Indonesian word pairs of the bridge: data/dictionary/eng-ind.tsv and eng-ind-phrases.tsv (derived from
// FreeDict, CC-BY-SA 3.0) and data/dictionary/academic-id-en.tsv (field vocabulary written for this project); and the
// research-method words (data/dictionary/method-words.tsv), weak evidence of topic. Read once, from disk only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { termKey } from '../text/stem';
import type { Language } from '../text/tokenize';

export interface WordList {
  /** English word → Indonesian words, in the dictionary's order. */
  englishToIndonesian: Map<string, string[]>;
  /** Indonesian word → English words. */
  indonesianToEnglish: Map<string, string[]>;
  /** Indonesian phrases of two or three words ("perguruan tinggi") → English words or phrases ("university"). */
  indonesianPhrases: Map<string, string[]>;
  englishWords: Set<string>;
  indonesianWords: Set<string>;
  /** Term keys (`en:analysi`, `id:kuantitatif`) of words that say how a study was done rather than what it is about. */
  methodTerms: Set<string>;
}

function rows(text: string): [string, string[]][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [key = '', values = ''] = line.split('\t');
      return [key.trim().toLowerCase(), values.trim().toLowerCase().split(/\s+/).filter(Boolean)];
    });
}

function add(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/** `language<TAB>words`: each word's term key, so any inflected form of a listed word is found by its stem. */
export function parseMethodTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const [language, words] of rows(text)) {
    if (language !== 'en' && language !== 'id') continue;
    for (const word of words) terms.add(termKey(word, language as Language));
  }
  return terms;
}

/** Builds the maps from the files' text (pure, so tests can hand it their own pairs). */
export function parseWordList(englishIndonesian: string, academic: string, methodWords = '', phrases = ''): WordList {
  const list: WordList = {
    englishToIndonesian: new Map(),
    indonesianToEnglish: new Map(),
    indonesianPhrases: new Map(),
    englishWords: new Set(),
    indonesianWords: new Set(),
    methodTerms: parseMethodTerms(methodWords),
  };
  for (const [english, indonesianWords] of rows(englishIndonesian)) {
    list.englishWords.add(english);
    for (const indonesian of indonesianWords) {
      // Hyphenated Indonesian words are reduplications ("tumbuh-tumbuhan"): the tokenizer keeps their last part.
      const word = indonesian.split('-').pop() ?? indonesian;
      add(list.englishToIndonesian, english, word);
      add(list.indonesianToEnglish, word, english);
      list.indonesianWords.add(word);
    }
  }
  // A phrase's translation is one English word or phrase; the project's own pairs go before the dictionary's.
  const phrasePairs = [...rows(academic).filter(([indonesian]) => indonesian.includes(' ')), ...rows(phrases)];
  for (const [indonesian, englishWords] of phrasePairs) {
    const phrase = indonesian.split(/\s+/).join(' ');
    const english = englishWords.join(' ');
    if (phrase.split(' ').length > 3 || english === phrase || english === '') continue;
    add(list.indonesianPhrases, phrase, english);
  }
  for (const [indonesian, englishWords] of rows(academic)) {
    for (const english of englishWords) list.englishWords.add(english);
    if (indonesian.includes(' ')) continue;
    // The project's own pairs are the most precise: they go first.
    const known = list.indonesianToEnglish.get(indonesian) ?? [];
    list.indonesianToEnglish.set(indonesian, [...englishWords, ...known.filter((word) => !englishWords.includes(word))]);
    for (const english of englishWords) add(list.englishToIndonesian, english, indonesian);
    list.indonesianWords.add(indonesian);
  }
  return list;
}

const dictionaryDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'data', 'dictionary');

let loaded: WordList | undefined;

export function loadWordList(): WordList {
  loaded ??= parseWordList(
    readFileSync(path.join(dictionaryDir(), 'eng-ind.tsv'), 'utf8'),
    readFileSync(path.join(dictionaryDir(), 'academic-id-en.tsv'), 'utf8'),
    readFileSync(path.join(dictionaryDir(), 'method-words.tsv'), 'utf8'),
    readFileSync(path.join(dictionaryDir(), 'eng-ind-phrases.tsv'), 'utf8'),
  );
  return loaded;
}
