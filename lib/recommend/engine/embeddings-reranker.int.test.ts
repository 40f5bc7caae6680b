// The reranker against a local fake of an OpenAI-compatible embeddings service (a real HTTP server on 127.0.0.1):
// the request it sends, a reorder on a good answer, and the lexical order kept on an error status and on a service that
// does not answer in time.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Recommendation, RecommendQuery, Recommender } from '../recommender';
import { EmbeddingsReranker } from './embeddings-reranker';
import { scopusEntry } from '../../../test-support/test-catalogue';

type Behaviour = 'good' | 'error' | 'silent';
let behaviour: Behaviour = 'good';
/** Requests the silent service holds unanswered until the test lets them go. */
const held: ServerResponse[] = [];
const received: { path: string; authorization?: string; body: { model: string; input: string[] } }[] = [];
let server: Server;
let baseUrl: string;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { model: string; input: string[] };
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (behaviour === 'error') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"x"}');
    if (behaviour === 'silent') return void held.push(response);
    // Texts mentioning "Marine" point where the abstract points; everything else is orthogonal.
    const data = body.input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: index === 0 || text.includes('Marine') ? [1, 0, 0] : [0, 1, 0],
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: body.model }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held.splice(0)) response.end();
  await new Promise((resolve) => server.close(resolve));
});

const lexical: Recommendation[] = ['Coastal Engineering', 'Ocean Modelling', 'Marine Policy'].map((title, position) => ({
  entry: scopusEntry({ title, categoryList: ['Oceanography'] }),
  score: 0.9 - position * 0.05,
  reasons: [],
}));
const base: Recommender = { recommend: async (query: RecommendQuery) => lexical.slice(0, query.limit) };
const query: RecommendQuery = { abstract: 'Fisheries governance in marine protected areas.', limit: 3, includeSinta: false };

function reranker(timeoutMs = 1_000) {
  const fallbacks: string[] = [];
  const instance = new EmbeddingsReranker(
    base,
    { url: baseUrl, model: 'fake-embed', apiKey: 'secret-key', timeoutMs, top: 3 },
    (reason) => fallbacks.push(reason),
  );
  return { instance, fallbacks };
}

const titles = (recommendations: Recommendation[]) => recommendations.map((item) => item.entry.title);

describe('EmbeddingsReranker over HTTP', () => {
  it('posts to /v1/embeddings with the model and key, and reorders by similarity', async () => {
    behaviour = 'good';
    const { instance, fallbacks } = reranker();
    expect(titles(await instance.recommend(query))).toEqual(['Marine Policy', 'Coastal Engineering', 'Ocean Modelling']);
    expect(fallbacks).toEqual([]);
    const last = received.at(-1);
    expect(last?.path).toBe('/v1/embeddings');
    expect(last?.authorization).toBe('Bearer secret-key');
    expect(last?.body.model).toBe('fake-embed');
    expect(last?.body.input[0]).toBe(query.abstract);
  });

  it('keeps the lexical order when the service fails', async () => {
    behaviour = 'error';
    const { instance, fallbacks } = reranker();
    expect(titles(await instance.recommend(query))).toEqual(titles(lexical));
    expect(fallbacks).toEqual(['status 500']);
  });

  it('keeps the lexical order when the service does not answer within the time limit', async () => {
    behaviour = 'silent';
    const { instance, fallbacks } = reranker(100);
    // The service answers nothing until released below: only the client's own time limit can end the call.
    expect(titles(await instance.recommend(query))).toEqual(titles(lexical));
    expect(fallbacks).toEqual(['timeout']);
    expect(held.every((response) => !response.writableEnded)).toBe(true);
    for (const response of held.splice(0)) response.writeHead(200).end('{"data":[]}');
  });
});
