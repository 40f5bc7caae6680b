// English or Indonesian, by a vote of function words and known vocabulary: two candidate languages and texts as
// short as a journal title, where a general n-gram detector (franc) often answers Malay or Tagalog.
import { eng, ind } from 'stopword';
import type { Language } from './tokenize';

const englishFunctionWords = new Set([...eng, 'journal', 'international', 'review', 'letters', 'transactions']);
const indonesianFunctionWords = new Set([...ind, 'jurnal', 'ilmiah', 'ilmu', 'majalah', 'buletin', 'kajian']);

export interface Lexicon {
  englishWords: ReadonlySet<string>;
  indonesianWords: ReadonlySet<string>;
}

// Indonesian affixes that English words almost never show.
const indonesianShape = /^(?:meng|peng|meny|peny|memper|diper|keber)[a-z]{3,}|[a-z]{3,}(?:nya|kan|lah)$/;

export function detectLanguage(tokens: readonly string[], fallback: Language, lexicon?: Lexicon): Language {
  let english = 0;
  let indonesian = 0;
  for (const token of tokens) {
    if (englishFunctionWords.has(token)) english += 2;
    if (indonesianFunctionWords.has(token)) indonesian += 2;
    if (indonesianShape.test(token)) indonesian += 1;
    if (lexicon) {
      const inEnglish = lexicon.englishWords.has(token);
      const inIndonesian = lexicon.indonesianWords.has(token);
      // A word both languages share ("data", "model") says nothing.
      if (inEnglish && !inIndonesian) english += 1;
      if (inIndonesian && !inEnglish) indonesian += 1;
    }
  }
  if (english === indonesian) return fallback;
  return english > indonesian ? 'en' : 'id';
}
