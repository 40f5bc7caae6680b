// An abstract as weighted query terms: each sentence in its own language, each word under its stem, plus its
// translations through the bridge so an Indonesian abstract reaches English titles and the reverse. Phrases come
// before words: the words of "perguruan tinggi" (university) are not also translated one by one ("tinggi": high).
import type { Bridge } from '../bridge/bridge';
import { detectLanguage, type Lexicon } from '../text/detect-language';
import { pairKey, termKey } from '../text/stem';
import { isStopWord } from '../text/stop-words';
import { type Language, splitSegments, tokenize } from '../text/tokenize';
import { METHOD_WORD_WEIGHT } from './weights';

export interface QueryTerm {
  key: string;
  weight: number;
  /** The abstract's word (or phrase), and the translation that produced the key when it was bridged. */
  word: string;
  via?: string;
}

// A word nobody knows in an Indonesian sentence is often a technical or Latin term shared with English titles.
const UNKNOWN_WORD_WEIGHT = 0.5;
// A phrase's translation is precise ("perguruan tinggi" is a university), more than a word's first dictionary sense.
const PHRASE_WEIGHT = 0.8;
/** A phrase's further translations count less, as a word's further senses do. */
const phraseWeight = (position: number) => PHRASE_WEIGHT / (1 + 0.5 * position);
const MAX_PHRASE_TRANSLATIONS = 2;

interface PositionKey {
  key: string;
  weight: number;
  via?: string;
  /** Set on the keys a phrase brought: the abstract's phrase and the English the keys came from. */
  phrase?: { text: string; english: string };
}

interface Position {
  word: string;
  keys: PositionKey[];
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
          if (!key) continue;
          const weight = Math.min(left.weight, right.weight);
          if (left.phrase && left.phrase === right.phrase) {
            collector.add(key, weight, left.phrase.text, left.phrase.english);
            continue;
          }
          const via = left.via || right.via ? `${left.via ?? a.word} ${right.via ?? b.word}` : undefined;
          collector.add(key, weight, `${a.word} ${b.word}`, via);
        }
      }
    }
  }
}

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

interface PhraseMatch {
  size: number;
  text: string;
  translations: string[];
}

/** The word lists' phrases in a sentence's tokens, longest first and without overlap, by their first token. */
export function findPhrases(tokens: readonly string[], phrases: ReadonlyMap<string, string[]>): Map<number, PhraseMatch> {
  const found = new Map<number, PhraseMatch>();
  for (let start = 0; start < tokens.length; start += 1) {
    for (const size of [3, 2]) {
      if (start + size > tokens.length) continue;
      const text = tokens.slice(start, start + size).join(' ');
      const translations = phrases.get(text);
      if (!translations) continue;
      found.set(start, { size, text, translations: translations.slice(0, MAX_PHRASE_TRANSLATIONS) });
      start += size - 1;
      break;
    }
  }
  return found;
}

/**
 * The English keys a phrase brings, spread over its words' positions in order ("higher" on the first, "education" on
 * the second), so that the translation's own word pairs meet the title pairs ("Higher Education").
 */
function phraseKeys(match: PhraseMatch): PositionKey[][] {
  const keys: PositionKey[][] = Array.from({ length: match.size }, () => []);
  match.translations.forEach((english, rank) => {
    const phrase = { text: match.text, english };
    english.split(' ').forEach((word, index) => {
      keys[Math.min(index, match.size - 1)].push({ key: termKey(word, 'en'), weight: phraseWeight(rank), via: english, phrase });
    });
  });
  return keys;
}

/** A word's own key and its translations (none for a word inside a phrase: the phrase translated it). */
function wordKeys(word: string, language: Language, bridge: Bridge, lexicon: Lexicon, inPhrase: boolean): PositionKey[] {
  const other: Language = language === 'id' ? 'en' : 'id';
  const keys: PositionKey[] = [{ key: termKey(word, language), weight: 1 }];
  if (inPhrase) return keys;
  const translations = language === 'id' ? bridge.toEnglish(word) : bridge.toIndonesian(word);
  for (const translation of translations) {
    keys.push({ key: termKey(translation.word, other), weight: translation.weight, via: translation.word });
  }
  if (language === 'id' && translations.length === 0 && !lexicon.indonesianWords.has(word)) {
    keys.push({ key: termKey(word, 'en'), weight: UNKNOWN_WORD_WEIGHT });
  }
  return keys;
}

export interface AnalysedAbstract {
  terms: QueryTerm[];
  /** The language most of the abstract is written in. */
  language: Language;
}

export function analyseAbstract(text: string, bridge: Bridge, lexicon: Lexicon): AnalysedAbstract {
  const collector = new TermCollector();
  const overall = detectLanguage(tokenize(text), 'en', lexicon);
  const method = bridge.words.methodTerms;
  for (const segment of splitSegments(text)) {
    const tokens = tokenize(segment);
    // A short fragment ("Abstract", "Kata kunci") is too little to vote on.
    const language: Language = tokens.length >= 4 ? detectLanguage(tokens, overall, lexicon) : overall;
    const phrases = language === 'id' ? findPhrases(tokens, bridge.words.indonesianPhrases) : new Map<number, PhraseMatch>();
    const positions: Position[] = [];
    let phraseEnd = 0;
    let fromPhrase: PositionKey[][] = [];
    tokens.forEach((word, index) => {
      const match = phrases.get(index);
      if (match) {
        phraseEnd = index + match.size;
        fromPhrase = phraseKeys(match);
      }
      const inPhrase = index < phraseEnd;
      const extra = inPhrase ? (fromPhrase[index - (phraseEnd - fromPhrase.length)] ?? []) : [];
      const stop = isStopWord(word, language) || /^\d/.test(word);
      if (stop && extra.length === 0) return;
      const keys = stop ? [...extra] : [...wordKeys(word, language, bridge, lexicon, inPhrase), ...extra];
      // A method word ("regression", "kuantitatif") and its translations say how the study was done, not its topic.
      const isMethod = !stop && method.has(keys[0].key);
      for (const key of keys) if (!key.phrase && (isMethod || method.has(key.key))) key.weight *= METHOD_WORD_WEIGHT;
      for (const key of keys) {
        if (key.phrase) collector.add(key.key, key.weight, key.phrase.text, key.phrase.english);
        else collector.add(key.key, key.weight, word, key.via);
      }
      positions.push({ word, keys });
    });
    addPairs(positions, collector);
  }
  return { terms: collector.list(), language: overall };
}
