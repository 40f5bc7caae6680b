// A favourite is SINTA when its type is `sinta` or its id starts with http(s)://, and its id is the
// journal's website URL; otherwise it is a Scopus Sourceid, a positive integer that fits the BIGINT column.
import type { FavoriteSourceType } from '../../schemas/favorite';
import { parseSourceId } from '../../schemas/source-id';

export type ClassifiedFavorite =
  | { sourceType: 'scopus'; sourceId: string; scopusId: bigint }
  | { sourceType: 'sinta'; sourceId: string };

/** The favourite's kind and key, or null when it cannot name any journal (a Scopus id that is not a Sourceid). */
export function classifyFavorite(sourceId: string, sourceType?: FavoriteSourceType | null): ClassifiedFavorite | null {
  if (sourceType === 'sinta' || /^https?:\/\//i.test(sourceId)) return { sourceType: 'sinta', sourceId };
  const scopusId = parseSourceId(sourceId);
  return scopusId === null ? null : { sourceType: 'scopus', sourceId, scopusId };
}
