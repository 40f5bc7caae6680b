// GENERATED TEXT, for the index bench only (scripts/bench-index.ts): invented articles for every journal of the
// catalogue, never written to a database and never shown as real. Each journal's articles draw most of their words
// from the titles of the journals of its first category (so neighbouring journals share vocabulary, as real ones do)
// and the rest from the English word list; shaped as load-journal-works.ts delivers them (abstracts already cut).
import type { WordList } from '../lib/recommend/bridge/word-list';
import type { CatalogueEntry } from '../lib/recommend/engine/catalogue-entry';
import { worksSettings } from '../lib/recommend/engine/weights';
import type { JournalWorks } from '../lib/recommend/engine/works-index';
import { tokenize } from '../lib/recommend/text/tokenize';

/** mulberry32: a small seeded generator, so every run generates the same corpus. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const glue = ['of', 'and', 'in', 'for', 'on', 'with', 'the', 'a', 'under', 'from', 'by'];

export interface GeneratedWorksOptions {
  articlesPerJournal: number;
  /** Journals per chunk, as the loader's pages. */
  chunkSize: number;
  /** Called with the milliseconds each chunk took to generate (the bench reports generation apart). */
  onChunk?: (milliseconds: number) => void;
}

function vocabularies(entries: readonly CatalogueEntry[]): Map<string, string[]> {
  const pools = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.type !== 'scopus') continue;
    for (const category of entry.categoryList.slice(0, 1)) {
      const pool = pools.get(category) ?? new Set<string>();
      for (const word of tokenize(`${category} ${entry.title}`)) if (word.length > 3) pool.add(word);
      pools.set(category, pool);
    }
  }
  return new Map([...pools].map(([category, pool]) => [category, [...pool]]));
}

export function* generateWorks(
  entries: readonly CatalogueEntry[],
  words: WordList,
  { articlesPerJournal, chunkSize, onChunk }: GeneratedWorksOptions,
): Generator<JournalWorks[]> {
  const general = [...words.englishWords].filter((word) => word.length > 3);
  const pools = vocabularies(entries);
  const journals = entries.filter((entry) => entry.type === 'scopus');
  for (let start = 0; start < journals.length; start += chunkSize) {
    const started = performance.now();
    const chunk = journals.slice(start, start + chunkSize).map((entry, offset) => {
      const random = seeded(start + offset + 1);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
      const pool = pools.get(entry.categoryList[0] ?? '') ?? general;
      const topic = Array.from({ length: 120 }, () => pick(pool)).concat(tokenize(entry.title));
      const text = (length: number, topicShare: number) => {
        const out: string[] = [];
        for (let word = 0; word < length; word += 1) {
          out.push(random() < 0.25 ? pick(glue) : random() < topicShare ? pick(topic) : pick(general));
        }
        return out.join(' ');
      };
      const titles: string[] = [];
      const keywords: string[] = [];
      const languages: (string | null)[] = [];
      const abstracts: string[] = [];
      for (let article = 0; article < articlesPerJournal; article += 1) {
        const title = text(9 + Math.floor(random() * 6), 0.7);
        titles.push(title.charAt(0).toUpperCase() + title.slice(1));
        keywords.push(Array.from({ length: 4 }, () => pick(topic)).join('; '));
        languages.push(random() < 0.8 ? 'en' : null);
        // As the loader reads them: the newest abstracts only, cut to its characters.
        if (article < worksSettings.abstractsPerJournal) abstracts.push(text(160, 0.5).slice(0, worksSettings.abstractWords * 10));
      }
      return { sourceId: entry.sourceId, titles, keywords, languages, abstracts, topics: [] };
    });
    onChunk?.(performance.now() - started);
    yield chunk;
  }
}
