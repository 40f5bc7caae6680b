// POST /api/favorite/add { sourceId, sourceType? }: the user's favourites after the add.
import { addFavorite } from '@/lib/accounts/favorites/add-favorite';
import { withUser } from '@/lib/accounts/auth/with-user';
import { addFavoriteSchema } from '@/lib/schemas/favorite';

// 200 whether the favourite is new or was already there: the answer describes the result (the id, isFavorite, the
// count), so a retried add cannot be told from the first one.
export const POST = withUser({ body: addFavoriteSchema, maxBodyBytes: 4 * 1024 }, async ({ user, body }) =>
  Response.json(await addFavorite({ userId: user.id, isPremium: user.isPremium, ...body })),
);
