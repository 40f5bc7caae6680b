// A journal's field text as index terms: each segment of a title ("Muara: Jurnal Manajemen …") gets its own language,
// so a bilingual title is indexed in both languages, each word under its own language's stem.
import type { Lexicon } from '../text/detect-language';
import { detectLanguage } from '../text/detect-language';
import { isStopWord } from '../text/stop-words';
import { termKey } from '../text/stem';
import { type Language, splitSegments, tokenize } from '../text/tokenize';

export interface FieldTerm {
  key: string;
  /** The word as the field writes it (lower-case), for the reasons. */
  word: string;
  language: Language;
  /** How much the word counts (a category's words count by the journal's quartile in it). */
  multiplier: number;
  /** The field value the word came from, e.g. the category "Control and Systems Engineering". */
  source: string;
}

export function analyseField(text: string, fallback: Language, lexicon: Lexicon, multiplier = 1): FieldTerm[] {
  const terms: FieldTerm[] = [];
  for (const segment of splitSegments(text)) {
    const tokens = tokenize(segment);
    const language = detectLanguage(tokens, fallback, lexicon);
    for (const word of tokens) {
      if (isStopWord(word, language) || /^\d/.test(word)) continue;
      terms.push({ key: termKey(word, language), word, language, multiplier, source: text });
    }
  }
  return terms;
}
