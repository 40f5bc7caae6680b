// An abstract as weighted query terms: each sentence in its own language, each word under its stem, plus its
// translations through the bridge so an Indonesian abstract reaches English titles and the reverse.
import type { Bridge } from '../bridge/bridge';
import { detectLanguage, type Lexicon } from '../text/detect-language';
import { pairKey, termKey } from '../text/stem';
import { isStopWord } from '../text/stop-words';
import { type Language, splitSegments, tokenize } from '../text/tokenize';
import { METHOD_WORD_WEIGHT } from './weights';

export interface QueryTerm {
  key: string;
  weight: number;
  /** The abstract's word, and the translation that produced the key when it was bridged. */
  word: string;
  via?: string;
}

// A word nobody knows in an Indonesian sentence is often a technical or Latin term shared with English titles.
const UNKNOWN_WORD_WEIGHT = 0.5;

interface Position {
  word: string;
  keys: { key: string; weight: number; via?: string }[];
}

/** Pairs of terms at neighbouring positions (next or one apart), each language with itself, for the title pairs. */
function addPairs(positions: Position[], collector: TermCollector): void {
  for (let first = 0; first < positions.length; first += 1) {
    for (const second of [first + 1, first + 2]) {
      const a = positions[first];
      const b = positions[second];
      if (!a || !b) continue;
      for (const left of a.keys) {
        for (const right of b.keys) {
          const key = pairKey(left.key, right.key);
          const via = left.via || right.via ? `${left.via ?? a.word} ${right.via ?? b.word}` : undefined;
          if (key) collector.add(key, Math.min(left.weight, right.weight), `${a.word} ${b.word}`, via);
        }
      }
    }
  }
}
const PHRASE_WEIGHT = 0.8;

class TermCollector {
  private readonly terms = new Map<string, { weight: number; count: number; word: string; via?: string }>();

  add(key: string, weight: number, word: string, via?: string): void {
    const term = this.terms.get(key);
    if (!term) this.terms.set(key, { weight, count: 1, word, via });
    else {
      term.count += 1;
      // The most direct evidence names the term in the reasons.
      if (weight > term.weight) Object.assign(term, { weight, word, via });
    }
  }

  /** Repetition marks the topic, with diminishing returns (1 + ln n). */
  list(): QueryTerm[] {
    return [...this.terms].map(([key, term]) => ({
      key,
      weight: term.weight * (1 + Math.log(term.count)),
      word: term.word,
      ...(term.via ? { via: term.via } : {}),
    }));
  }
}

function addPhrases(tokens: string[], bridge: Bridge, collector: TermCollector): void {
  for (let start = 0; start < tokens.length; start += 1) {
    for (const size of [3, 2]) {
      const phrase = tokens.slice(start, start + size).join(' ');
      for (const english of bridge.words.indonesianPhrases.get(phrase) ?? []) {
        for (const word of english.split(' ')) collector.add(termKey(word, 'en'), PHRASE_WEIGHT, phrase, english);
      }
    }
  }
}

export interface AnalysedAbstract {
  terms: QueryTerm[];
  /** The language most of the abstract is written in. */
  language: Language;
}

export function analyseAbstract(text: string, bridge: Bridge, lexicon: Lexicon): AnalysedAbstract {
  const collector = new TermCollector();
  const overall = detectLanguage(tokenize(text), 'en', lexicon);
  for (const segment of splitSegments(text)) {
    const tokens = tokenize(segment);
    // A short fragment ("Abstract", "Kata kunci") is too little to vote on.
    const language: Language = tokens.length >= 4 ? detectLanguage(tokens, overall, lexicon) : overall;
    if (language === 'id') addPhrases(tokens, bridge, collector);
    const positions: Position[] = [];
    for (const word of tokens) {
      if (isStopWord(word, language) || /^\d/.test(word)) continue;
      const other: Language = language === 'id' ? 'en' : 'id';
      const keys: Position['keys'] = [{ key: termKey(word, language), weight: 1 }];
      const translations = language === 'id' ? bridge.toEnglish(word) : bridge.toIndonesian(word);
      for (const translation of translations) {
        keys.push({ key: termKey(translation.word, other), weight: translation.weight, via: translation.word });
      }
      if (language === 'id' && translations.length === 0 && !lexicon.indonesianWords.has(word)) {
        keys.push({ key: termKey(word, 'en'), weight: UNKNOWN_WORD_WEIGHT });
      }
      // A method word ("regression", "kuantitatif") and its translations say how the study was done, not its topic.
      const method = bridge.words.methodTerms;
      const isMethod = method.has(keys[0].key);
      for (const key of keys) if (isMethod || method.has(key.key)) key.weight *= METHOD_WORD_WEIGHT;
      for (const { key, weight, via } of keys) collector.add(key, weight, word, via);
      positions.push({ word, keys });
    }
    addPairs(positions, collector);
  }
  return { terms: collector.list(), language: overall };
}
