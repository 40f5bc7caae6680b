// The optional reranker: reorders the lexical engine's best candidates by the cosine similarity of an embeddings
// model (blended with the lexical score, which keeps the reasons meaningful). On any failure or timeout the lexical
// order stands: the lexical engine is the default and the fallback, never bypassed.
import type { Recommendation, RecommendQuery, Recommender } from '../recommender';
import type { CatalogueEntry } from './catalogue-entry';
import { type EmbeddingsSettings, fetchEmbeddings } from './embeddings-client';

export interface RerankerSettings extends EmbeddingsSettings {
  /** How many of the lexical engine's best are reordered. */
  top: number;
}

const EMBEDDING_SHARE = 0.5;
const MAX_CACHED = 5_000;

/** What the model reads of a journal: its title and what the catalogue says of its scope. */
export function journalText(entry: CatalogueEntry): string {
  const parts =
    entry.type === 'sinta'
      ? [entry.title, entry.subjectAreas.join(', '), entry.scope]
      : [entry.title, entry.categoryList.join(', '), entry.areaList.join(', '), entry.scope];
  return parts.filter(Boolean).join('. ');
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

export class EmbeddingsReranker implements Recommender {
  // Journal texts change only with the catalogue: their vectors are kept, so a request embeds little beyond the abstract.
  private readonly cache = new Map<string, number[]>();

  constructor(
    private readonly base: Recommender,
    private readonly settings: RerankerSettings,
    private readonly onFallback: (reason: string) => void = () => undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async recommend(query: RecommendQuery): Promise<Recommendation[]> {
    const candidates = await this.base.recommend({ ...query, limit: Math.max(query.limit, this.settings.top) });
    const head = candidates.slice(0, this.settings.top);
    if (head.length < 2) return candidates.slice(0, query.limit);
    try {
      const reordered = await this.rerank(query.abstract, head);
      return [...reordered, ...candidates.slice(head.length)].slice(0, query.limit);
    } catch (error) {
      this.onFallback(error instanceof Error ? error.message : 'failed');
      return candidates.slice(0, query.limit);
    }
  }

  private async rerank(abstract: string, candidates: Recommendation[]): Promise<Recommendation[]> {
    const texts = candidates.map((candidate) => journalText(candidate.entry));
    const missing = [...new Set(texts.filter((text) => !this.cache.has(text)))];
    const [queryVector, ...fresh] = await fetchEmbeddings([abstract, ...missing], this.settings, this.fetchImpl);
    missing.forEach((text, position) => this.remember(text, fresh[position]));
    const similarities = texts.map((text) => cosine(queryVector, this.cache.get(text) ?? []));
    const low = Math.min(...similarities);
    const spread = Math.max(...similarities) - low || 1;
    return candidates
      .map((candidate, position) => ({
        ...candidate,
        score:
          Math.round(
            ((1 - EMBEDDING_SHARE) * candidate.score + EMBEDDING_SHARE * ((similarities[position] - low) / spread)) * 1000,
          ) / 1000,
      }))
      .sort((a, b) => b.score - a.score);
  }

  private remember(text: string, vector: number[]): void {
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(text, vector);
  }
}
