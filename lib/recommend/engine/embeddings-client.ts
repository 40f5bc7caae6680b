// A client of an OpenAI-compatible embeddings endpoint (POST …/v1/embeddings { model, input: string[] }), with a
// time limit and a strict check of the answer's shape. Errors name the failure only: inputs (an abstract) never
// appear in a message, so nothing of them can reach a log.

export interface EmbeddingsSettings {
  /** The service's base URL ("http://host:8080", ".../v1" or the full ".../v1/embeddings"). */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export class EmbeddingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingsError';
  }
}

export function embeddingsEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  if (base.endsWith('/embeddings')) return base;
  return base.endsWith('/v1') ? `${base}/embeddings` : `${base}/v1/embeddings`;
}

function vectorsOf(body: unknown, count: number): number[][] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data.length !== count) throw new EmbeddingsError('unexpected answer: data');
  const vectors: number[][] = new Array(count);
  data.forEach((item: unknown, position) => {
    const { embedding, index } = (item ?? {}) as { embedding?: unknown; index?: unknown };
    const slot = typeof index === 'number' ? index : position;
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((v) => typeof v === 'number')) {
      throw new EmbeddingsError('unexpected answer: embedding');
    }
    if (slot < 0 || slot >= count) throw new EmbeddingsError('unexpected answer: index');
    vectors[slot] = embedding as number[];
  });
  const width = vectors[0]?.length;
  if (vectors.some((vector) => !vector || vector.length !== width)) throw new EmbeddingsError('unexpected answer: sizes');
  return vectors;
}

export async function fetchEmbeddings(
  inputs: string[],
  settings: EmbeddingsSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<number[][]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetchImpl(embeddingsEndpoint(settings.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, input: inputs }),
      signal: controller.signal,
    });
    if (!response.ok) throw new EmbeddingsError(`status ${response.status}`);
    return vectorsOf(await response.json(), inputs.length);
  } catch (error) {
    if (error instanceof EmbeddingsError) throw error;
    throw new EmbeddingsError(controller.signal.aborted ? 'timeout' : error instanceof Error ? error.name : 'failed');
  } finally {
    clearTimeout(timer);
  }
}
