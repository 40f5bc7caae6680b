// Article text as index terms, fast: millions of titles go through it at each build, and the reasons read a
// journal's titles again for each answer. Words keep their language (the article's own, else a vote of its words),
// stop words and numbers are dropped, and each word's key is remembered rather than stemmed again.
import type { WordList } from '../bridge/word-list';
import { detectLanguage } from '../text/detect-language';
import { termKey } from '../text/stem';
import { isStopWord } from '../text/stop-words';
import type { Language } from '../text/tokenize';

const MAX_REMEMBERED = 1_000_000;

export class WorksText {
  private readonly keys: Record<Language, Map<string, string | null>> = { en: new Map(), id: new Map() };

  constructor(readonly words: WordList) {}

  /** The article's language: its record's when it says English or Indonesian, else the vote of its words. */
  languageOf(tokens: readonly string[], recorded: string | null): Language {
    if (recorded === 'en' || recorded === 'id') return recorded;
    return detectLanguage(tokens, 'en', this.words);
  }

  /** A word's term key in a language; null for stop words and numbers. */
  keyOf(word: string, language: Language): string | null {
    const remembered = this.keys[language];
    let key = remembered.get(word);
    if (key === undefined) {
      key = isStopWord(word, language) || /^\d/.test(word) ? null : termKey(word, language);
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(word, key);
    }
    return key;
  }

  /** The text's term keys in reading order (stop words left out). */
  keysOf(tokens: readonly string[], language: Language): string[] {
    const found: string[] = [];
    for (const token of tokens) {
      const key = this.keyOf(token, language);
      if (key !== null) found.push(key);
    }
    return found;
  }

  /** How much a word counts as evidence of topic: method words ("regression", "responden") less. */
  isMethodTerm(key: string): boolean {
    return this.words.methodTerms.has(key);
  }
}
