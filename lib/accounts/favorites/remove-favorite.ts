// Removes a journal from a user's favourites (POST /api/favorite/remove) and answers the change (favorite-change.ts).
// Removing one that is not there is not an error: the caller wanted it gone, and it is.
import 'server-only';
import { db } from '../../core/db';
import type { FavoriteChange } from './favorite-change';
import { favoritesLimit } from './favorite-limits';

export async function removeFavorite(input: { userId: string; isPremium: boolean; sourceId: string }): Promise<FavoriteChange> {
  // Scoped by the user in the same statement: nobody can remove another user's favourite.
  await db.favorite.deleteMany({ where: { userId: input.userId, sourceId: input.sourceId } });
  const count = await db.favorite.count({ where: { userId: input.userId } });
  return { sourceId: input.sourceId, isFavorite: false, count, limit: favoritesLimit(input.isPremium) };
}
