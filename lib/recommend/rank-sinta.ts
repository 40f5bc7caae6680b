// SINTA journals ranked for a search text (a title, a few words or a whole abstract) by the recommendation engine,
// over its shared index restricted to SINTA: each word under its stem and with its translations (Indonesian ↔
// English), against the journals' titles, subject areas and affiliations, plus their inferred categories. Every word
// need not appear. The text is used in memory only: never stored, never logged.
import 'server-only';
import type { SintaFilters } from '../schemas/sinta-query';
import type { CatalogueEntry, SintaEntry } from './engine/catalogue-entry';
import { LexicalRecommender } from './engine/lexical-recommender';
import { getRecommendIndex } from './recommend-index-holder';

export interface SintaRanking {
  /** SINTA profile ids, best first. */
  ids: number[];
  /** Each id's score (0..1), at the same position. */
  scores: number[];
}

/**
 * At most this many journals are ranked (50 pages of 6): past them, an abstract's matches are journals sharing a
 * broad category with it and hardly a word, and a search would list most of SINTA.
 */
export const MAX_RANKED = 300;

/**
 * The SINTA page's filters as the SQL applies them: accreditation exactly, minSintaLevel that level or better, one
 * subject area ignoring case.
 */
function sintaFilter({ subject, accreditation, minSintaLevel }: SintaFilters): (entry: CatalogueEntry) => entry is SintaEntry {
  const wanted = subject?.toLowerCase();
  return (entry): entry is SintaEntry =>
    entry.type === 'sinta' &&
    (accreditation === undefined || entry.accreditation === accreditation) &&
    (minSintaLevel === undefined || entry.accreditation <= minSintaLevel) &&
    (wanted === undefined || entry.subjectAreas.some((area) => area.toLowerCase() === wanted));
}

/** The SINTA journals passing the filters that the text matches, best first (ties by catalogue order). */
export async function rankSintaJournals(text: string, filters: SintaFilters): Promise<SintaRanking> {
  const index = await getRecommendIndex();
  const scores = new LexicalRecommender(index).scoreAll(text, true);
  const accept = sintaFilter(filters);
  const ranked: number[] = [];
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (scores[doc] > 0 && accept(index.entries[doc])) ranked.push(doc);
  }
  ranked.sort((a, b) => scores[b] - scores[a] || a - b).splice(MAX_RANKED);
  return {
    ids: ranked.map((doc) => (index.entries[doc] as SintaEntry).id),
    scores: ranked.map((doc) => scores[doc]),
  };
}
