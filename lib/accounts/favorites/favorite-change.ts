// What POST /api/favorite/add and /remove answer: the id that changed, whether it is a favourite now, and how many
// favourites the account holds, not the whole list (10,000 ids would be ~100 kB on every click). The spec leaves the
// answer of both calls to the product ("result not shown"); the list itself is GET /api/favorite/list.
import type { FavoriteSourceType } from '../../schemas/favorite';

export interface FavoriteChange {
  sourceId: string;
  /** Absent on a removal: the id is gone, whatever it named. */
  sourceType?: FavoriteSourceType;
  isFavorite: boolean;
  count: number;
  /** The most this account may hold (favorite-limits.ts). */
  limit: number;
}
