// The evaluation's yardstick: plain BM25 over journal titles only (no stemming, no bridge, no categories, no prior),
// scored over the same journals as the recommender, so the report shows a ratio rather than a claim.
import type { CatalogueEntry } from '../../lib/recommend/engine/catalogue-entry';
import { inverseDocumentFrequency, K1 } from '../../lib/recommend/engine/postings';
import { englishStopWords, indonesianStopWords } from '../../lib/recommend/text/stop-words';
import { tokenize } from '../../lib/recommend/text/tokenize';

const B = 0.75;
const words = (text: string) => tokenize(text).filter((w) => !englishStopWords.has(w) && !indonesianStopWords.has(w));

export class TitleBaseline {
  private readonly postings = new Map<string, { doc: number; frequency: number }[]>();
  private readonly lengths: number[];
  private readonly averageLength: number;

  constructor(private readonly entries: readonly CatalogueEntry[]) {
    this.lengths = entries.map((entry, doc) => {
      const tokens = words(entry.title);
      const counts = new Map<string, number>();
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
      for (const [token, frequency] of counts) {
        const list = this.postings.get(token) ?? [];
        list.push({ doc, frequency });
        this.postings.set(token, list);
      }
      return tokens.length;
    });
    this.averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, entries.length);
  }

  /** Every journal's score (-1 where left out), as LexicalRecommender.scoreAll. */
  scoreAll(text: string, includeSinta: boolean): Float64Array {
    const scores = new Float64Array(this.entries.length);
    for (const token of new Set(words(text))) {
      const list = this.postings.get(token);
      if (!list) continue;
      const idf = inverseDocumentFrequency(list.length, this.entries.length);
      for (const { doc, frequency } of list) {
        const norm = 1 - B + (B * this.lengths[doc]) / this.averageLength;
        scores[doc] += (idf * frequency * (K1 + 1)) / (frequency + K1 * norm);
      }
    }
    if (!includeSinta) this.entries.forEach((entry, doc) => entry.type === 'sinta' && (scores[doc] = -1));
    return scores;
  }
}
