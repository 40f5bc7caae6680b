// POST /api/favorite/remove { sourceId }: the user's favourites after the removal.
import { removeFavorite } from '@/lib/accounts/favorites/remove-favorite';
import { withUser } from '@/lib/accounts/auth/with-user';
import { removeFavoriteSchema } from '@/lib/schemas/favorite';

export const POST = withUser({ body: removeFavoriteSchema, maxBodyBytes: 4 * 1024 }, async ({ user, body }) =>
  Response.json(await removeFavorite({ userId: user.id, isPremium: user.isPremium, sourceId: body.sourceId })),
);
