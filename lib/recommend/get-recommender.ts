// The recommender the API uses: the lexical engine over the shared index, wrapped by the embeddings reranker when an
// operator configured RECOMMEND_EMBEDDINGS_URL (its failures fall back to the lexical order, logged without input).
import 'server-only';
import { env } from '../core/env';
import { log } from '../core/log';
import { EmbeddingsReranker } from './engine/embeddings-reranker';
import { LexicalRecommender } from './engine/lexical-recommender';
import { getRecommendIndex } from './recommend-index-holder';
import type { Recommender } from './recommender';

export async function getRecommender(): Promise<Recommender> {
  const lexical = new LexicalRecommender(await getRecommendIndex());
  const url = env.RECOMMEND_EMBEDDINGS_URL;
  const model = env.RECOMMEND_EMBEDDINGS_MODEL;
  if (!url || !model) return lexical;
  return new EmbeddingsReranker(
    lexical,
    {
      url,
      model,
      apiKey: env.RECOMMEND_EMBEDDINGS_API_KEY,
      timeoutMs: env.RECOMMEND_EMBEDDINGS_TIMEOUT_MS,
      top: env.RECOMMEND_EMBEDDINGS_TOP,
    },
    (reason) => log.warn('recommendation reranker failed; lexical order kept', { reason }),
  );
}
