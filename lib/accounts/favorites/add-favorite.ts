// Adds a journal to a user's favourites (POST /api/favorite/add) and returns the whole list. The id must name a
// journal (a Scopus Sourceid in `journals`, a SINTA website URL in `sinta_journals`), else 404 journalNotFound.
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import type { FavoriteSourceType } from '../../schemas/favorite';
import { type ClassifiedFavorite, classifyFavorite } from './classify-favorite';
import { listFavorites } from './list-favorites';

async function journalExists(favorite: ClassifiedFavorite): Promise<boolean> {
  if (favorite.sourceType === 'scopus') {
    const journal = await db.journal.findUnique({ where: { sourceId: favorite.scopusId }, select: { sourceId: true } });
    return journal !== null;
  }
  // Exact match: the client sends back the website exactly as the SINTA API gave it.
  const sinta = await db.sintaJournal.findFirst({ where: { websiteUrl: favorite.sourceId }, select: { id: true } });
  return sinta !== null;
}

export async function addFavorite(input: {
  userId: string;
  sourceId: string;
  sourceType?: FavoriteSourceType | null;
}): Promise<string[]> {
  const favorite = classifyFavorite(input.sourceId, input.sourceType);
  if (!favorite || !(await journalExists(favorite))) throw new ApiError('not_found', 'journalNotFound');
  // One statement, atomic on its own: ON CONFLICT DO NOTHING keeps a single row when the same add arrives twice,
  // even concurrently (unique userId + sourceId). The list is read after it, so it includes this favourite.
  await db.favorite.createMany({
    data: [{ userId: input.userId, sourceId: favorite.sourceId, sourceType: favorite.sourceType }],
    skipDuplicates: true,
  });
  return listFavorites({ userId: input.userId });
}
