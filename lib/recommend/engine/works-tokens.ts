// tokenize() for the millions of article titles and abstracts of an index build, at a fraction of its cost: plain
// ASCII text (most titles) is scanned character by character; anything else goes through tokenize() itself. Both give
// the same tokens (a unit test compares them).
import { tokenize } from '../text/tokenize';

const isAlphanumeric = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
const isLetter = (code: number) => code >= 97 && code <= 122;
const isJoiner = (code: number) => code === 45 || code === 39; // "-" and "'" inside a word: "anak-anak", "don't"

export function worksTokens(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(text)) return tokenize(text);
  const lower = text.toLowerCase();
  const tokens: string[] = [];
  let previous = '';
  let start = -1;
  let hasLetter = false;
  for (let position = 0; position <= lower.length; position += 1) {
    const code = position < lower.length ? lower.charCodeAt(position) : 32;
    if (isAlphanumeric(code)) {
      if (start < 0) [start, hasLetter] = [position, false];
      if (isLetter(code)) hasLetter = true;
      continue;
    }
    if (start < 0) {
      previous = '';
      continue;
    }
    const part = lower.slice(start, position);
    // Indonesian reduplication (anak-anak, tumbuh-tumbuhan) repeats one word: keep the fuller form once.
    if (previous !== '' && part.startsWith(previous)) tokens.pop();
    if (part.length >= 2 && hasLetter) tokens.push(part);
    start = -1;
    const joined = isJoiner(code) && position + 1 < lower.length && isAlphanumeric(lower.charCodeAt(position + 1));
    previous = joined ? part : '';
  }
  return tokens;
}
