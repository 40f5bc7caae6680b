// Removes a journal from a user's favourites (POST /api/favorite/remove) and returns the remaining list.
// Removing one that is not there is not an error: the caller wanted it gone, and it is.
import 'server-only';
import { db } from '../../core/db';
import { listFavorites } from './list-favorites';

export async function removeFavorite(input: { userId: string; sourceId: string }): Promise<string[]> {
  // Scoped by the user in the same statement: nobody can remove another user's favourite.
  await db.favorite.deleteMany({ where: { userId: input.userId, sourceId: input.sourceId } });
  return listFavorites({ userId: input.userId });
}
