// Whether a text is written in Indonesian, by the engine's own vote (function words, Indonesian affixes and, where
// given, the word lists' vocabularies), over the whole text: the same decision that gives Indonesian abstracts their
// preference for journals publishing in Indonesian. Pure, so the home page's SINTA switch takes its default from it
// in the browser, and the API from it (with the index's vocabularies) when a request leaves includeSinta out.
import { detectLanguage, type Lexicon } from './text/detect-language';
import { tokenize } from './text/tokenize';

export function isWrittenInIndonesian(text: string, lexicon?: Lexicon): boolean {
  return detectLanguage(tokenize(text), 'en', lexicon) === 'id';
}
