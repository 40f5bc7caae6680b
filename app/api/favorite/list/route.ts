// GET /api/favorite/list: the ids of the user's favourites (Scopus Sourceids and SINTA ids), newest first.
import { listFavorites } from '@/lib/accounts/favorites/list-favorites';
import { withUser } from '@/lib/accounts/auth/with-user';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => Response.json(await listFavorites({ userId: user.id })));
