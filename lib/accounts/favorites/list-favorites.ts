// A user's favourites as the spec's array of id strings (spec §7 GET /favorite/list), newest first.
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
