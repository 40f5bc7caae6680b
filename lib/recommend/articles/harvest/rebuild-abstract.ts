// OpenAlex publishes no abstract text, only an inverted index: each word with the positions where it stands
// ({"Soil": [0], "fertility": [1, 7], …}). The text is the words put back at their positions, joined by one space.
// A position claimed by two words keeps both (in the index's order), a missing position is skipped, and anything
// that is not a list of whole-number positions is ignored, so a damaged index gives the words it can, never an error.

export type InvertedIndex = Record<string, unknown>;

/** The abstract as text, or null when the index is missing or holds no word. */
export function rebuildAbstract(index: InvertedIndex | null | undefined): string | null {
  if (!index || typeof index !== 'object') return null;
  const placed: { position: number; order: number; word: string }[] = [];
  for (const [word, positions] of Object.entries(index)) {
    if (!Array.isArray(positions) || word.trim() === '') continue;
    for (const position of positions) {
      if (Number.isInteger(position) && position >= 0) placed.push({ position, order: placed.length, word });
    }
  }
  if (placed.length === 0) return null;
  placed.sort((a, b) => a.position - b.position || a.order - b.order);
  return placed.map((entry) => entry.word).join(' ');
}
