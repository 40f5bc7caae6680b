import { listFavorites } from '@/lib/favorites/list-favorites';
import { withUser } from '@/lib/http/with-user';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => Response.json(await listFavorites({ userId: user.id })));
