// Splits text into lower-case word tokens without accents, and into sentences (each sentence's language is detected
// on its own: Indonesian abstracts often carry their English translation after them).

export type Language = 'en' | 'id';

/** Letters and digits with at least one letter; hyphenated words are split, "anak-anak" counts once. */
export function tokenize(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const tokens: string[] = [];
  for (const match of plain.matchAll(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g)) {
    let previous = '';
    for (const part of match[0].split(/['’-]/)) {
      // Indonesian reduplication (anak-anak, tumbuh-tumbuhan) repeats one word: keep the fuller form once.
      if (previous !== '' && part.startsWith(previous)) tokens.pop();
      if (part.length >= 2 && /[a-z]/.test(part)) tokens.push(part);
      previous = part;
    }
  }
  return tokens;
}

/** Sentences, or title segments ("Muara: Jurnal Manajemen … (Journal of …)"), each language-detected separately. */
export function splitSegments(text: string): string[] {
  return text
    .split(/[.!?;:()\[\]|]+(?:\s+|$)|\s[-–—]\s|\n+|[()]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
