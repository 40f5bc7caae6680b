// Adds a journal to a user's favourites (POST /api/favorite/add) and answers the change (favorite-change.ts). The id
// must name a journal: a Scopus Sourceid in `journals`, or a SINTA journal's favourite id (its website, or its SINTA
// profile URL where the website is no usable address: lib/shared/sinta-favorite-id.ts), else 404 journalNotFound;
// a SINTA id that is not the journal's favourite id ("#!") is 422 sintaFavoriteIdInvalid, so no SINTA favourite is
// ever kept under an id that reads as a Scopus one. An account at its limit gets 409 favoritesLimitReached.
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import type { FavoriteSourceType } from '../../schemas/favorite';
import { sintaFavoriteId } from '../../shared/sinta-favorite-id';
import { type ClassifiedFavorite, classifyFavorite } from './classify-favorite';
import type { FavoriteChange } from './favorite-change';
import { favoritesLimit } from './favorite-limits';

async function sintaJournalKeptAs(sourceId: string): Promise<boolean> {
  const rows = await db.sintaJournal.findMany({
    where: { OR: [{ websiteUrl: sourceId }, { profileUrl: sourceId }] },
    select: { websiteUrl: true, profileUrl: true },
  });
  if (rows.length === 0) throw new ApiError('not_found', 'journalNotFound');
  return rows.some((row) => sintaFavoriteId({ website: row.websiteUrl, profileUrl: row.profileUrl }) === sourceId);
}

async function checkJournal(favorite: ClassifiedFavorite): Promise<void> {
  if (favorite.sourceType === 'scopus') {
    const journal = await db.journal.findUnique({ where: { sourceId: favorite.scopusId }, select: { sourceId: true } });
    if (!journal) throw new ApiError('not_found', 'journalNotFound');
    return;
  }
  // Exact match: the client sends back the id exactly as the SINTA API gave it.
  if (!(await sintaJournalKeptAs(favorite.sourceId))) throw new ApiError('unprocessable', 'sintaFavoriteIdInvalid');
}

export async function addFavorite(input: {
  userId: string;
  isPremium: boolean;
  sourceId: string;
  sourceType?: FavoriteSourceType | null;
}): Promise<FavoriteChange> {
  const favorite = classifyFavorite(input.sourceId, input.sourceType);
  if (!favorite) throw new ApiError('not_found', 'journalNotFound');
  await checkJournal(favorite);
  const limit = favoritesLimit(input.isPremium);
  // One user's adds run one at a time (a transaction-scoped advisory lock on the user), so two adds at the limit
  // cannot both pass the count. ON CONFLICT DO NOTHING keeps a single row when the same add arrives twice.
  const count = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`favorites:${input.userId}`}, 0))`;
    const isKept = (await tx.favorite.count({ where: { userId: input.userId, sourceId: favorite.sourceId } })) > 0;
    const held = await tx.favorite.count({ where: { userId: input.userId } });
    if (isKept) return held;
    if (held >= limit) {
      throw new ApiError('conflict', 'favoritesLimitReached', { details: { limit, count: held } });
    }
    await tx.favorite.createMany({
      data: [{ userId: input.userId, sourceId: favorite.sourceId, sourceType: favorite.sourceType }],
      skipDuplicates: true,
    });
    return held + 1;
  });
  return { sourceId: favorite.sourceId, sourceType: favorite.sourceType, isFavorite: true, count, limit };
}
