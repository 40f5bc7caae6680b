// GET /api/sinta/search: the list's filters plus q, a title, a few words or a whole abstract, in Indonesian or
// English: the journals holding q (title, affiliation or a subject area, ignoring case) and those the recommendation
// engine ranks for it, by relevance; 6 per page by default. Should the engine fail, the journals holding q still
// answer (logged without q, which may be unpublished work).
import 'server-only';
import { describeError, log } from '../core/log';
import { rankSintaJournals, type SintaRanking } from '../recommend/rank-sinta';
import type { SintaSearchQuery } from '../schemas/sinta-query';
import { findSintaPage } from './find-sinta-page';
import type { SintaPage } from './sinta-types';

export async function searchSintaJournals(query: SintaSearchQuery): Promise<SintaPage> {
  const ranking = await rankSintaJournals(query.q, query).catch((error: unknown): SintaRanking => {
    log.warn('SINTA ranking failed; journals holding the text only', describeError(error));
    return { ids: [], scores: [] };
  });
  return findSintaPage({ ...query, ranking });
}
