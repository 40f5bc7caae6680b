// A user's favourites as an array of id strings (GET /api/favorite/list), newest first.
import 'server-only';
import { db } from '../../core/db';

export async function listFavorites(input: { userId: string }): Promise<string[]> {
  const rows = await db.favorite.findMany({
    where: { userId: input.userId },
    select: { sourceId: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((row) => row.sourceId);
}
