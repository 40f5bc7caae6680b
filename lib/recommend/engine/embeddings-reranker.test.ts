// The reranker over a stub recommender and an injected fetch: it reorders on a good answer and keeps the lexical
// order on every kind of failure (the live HTTP path is tested against a local server in the .int test).
import type { Recommendation, RecommendQuery, Recommender } from '../recommender';
import { embeddingsEndpoint } from './embeddings-client';
import { EmbeddingsReranker, journalText } from './embeddings-reranker';
import { scopusEntry } from '../../../test-support/test-catalogue';

const candidates: Recommendation[] = ['Alpha Studies', 'Beta Letters', 'Gamma Review'].map((title, position) => ({
  entry: scopusEntry({ title, categoryList: [`${title} Category`] }),
  score: 0.9 - position * 0.1,
  reasons: [],
}));

class StubRecommender implements Recommender {
  asked: RecommendQuery[] = [];
  async recommend(query: RecommendQuery) {
    this.asked.push(query);
    return candidates.slice(0, query.limit);
  }
}

/** A fetch answering with one vector per input: the abstract along x, and "Gamma" journals closest to it. */
const goodFetch: typeof fetch = async (_url, init) => {
  const { input } = JSON.parse(String(init?.body)) as { input: string[] };
  const vector = (text: string, position: number) =>
    position === 0 ? [1, 0] : text.startsWith('Gamma') ? [0.9, 0.1] : text.startsWith('Beta') ? [0.5, 0.5] : [0, 1];
  return Response.json({ data: input.map((text, index) => ({ index, embedding: vector(text, index) })) });
};

const settings = { url: 'http://embeddings.test', model: 'test-model', timeoutMs: 50, top: 3 };
const query: RecommendQuery = { abstract: 'an unpublished abstract', limit: 2, includeSinta: false };
const titles = (recommendations: Recommendation[]) => recommendations.map((item) => item.entry.title);

describe('EmbeddingsReranker', () => {
  it('reorders the lexical top by similarity, asking the base for enough candidates', async () => {
    const base = new StubRecommender();
    const reranked = await new EmbeddingsReranker(base, settings, undefined, goodFetch).recommend(query);
    expect(base.asked[0]?.limit).toBe(3);
    expect(titles(reranked)).toEqual(['Gamma Review', 'Beta Letters']);
    for (const item of reranked) expect(item.score >= 0 && item.score <= 1).toBe(true);
  });

  it.each([
    ['an error status', (async () => new Response('overloaded', { status: 503 })) as typeof fetch, 'status 503'],
    ['a network error', (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch, 'TypeError'],
    ['an answer of the wrong shape', (async () => Response.json({ data: [{ embedding: 'x' }] })) as typeof fetch, 'unexpected answer: data'],
    [
      'a timeout',
      ((_url: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch,
      'timeout',
    ],
  ])('keeps the lexical order on %s, and reports why without the abstract', async (_, failingFetch, reason) => {
    const reasons: string[] = [];
    const reranker = new EmbeddingsReranker(new StubRecommender(), settings, (why) => reasons.push(why), failingFetch);
    expect(titles(await reranker.recommend(query))).toEqual(['Alpha Studies', 'Beta Letters']);
    expect(reasons).toEqual([reason]);
    expect(reasons.join(' ')).not.toContain(query.abstract);
  });

  it('sends the model, the abstract and the journals, with the key as a bearer token', async () => {
    let sent: { url: string; headers: Headers; body: { model: string; input: string[] } } | undefined;
    const recordingFetch: typeof fetch = async (url, init) => {
      sent = { url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) };
      return goodFetch(url, init);
    };
    await new EmbeddingsReranker(new StubRecommender(), { ...settings, apiKey: 'k-123' }, undefined, recordingFetch).recommend(query);
    expect(sent?.url).toBe('http://embeddings.test/v1/embeddings');
    expect(sent?.headers.get('authorization')).toBe('Bearer k-123');
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.input).toEqual([query.abstract, ...candidates.map((candidate) => journalText(candidate.entry))]);
  });
});

describe('embeddingsEndpoint', () => {
  it('accepts a base URL, a /v1 URL or the full endpoint', () => {
    expect(embeddingsEndpoint('http://h:8080')).toBe('http://h:8080/v1/embeddings');
    expect(embeddingsEndpoint('http://h:8080/v1/')).toBe('http://h:8080/v1/embeddings');
    expect(embeddingsEndpoint('http://h/v1/embeddings')).toBe('http://h/v1/embeddings');
  });
});
