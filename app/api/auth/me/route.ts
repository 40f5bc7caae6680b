// GET /api/auth/me: the signed-in user's own profile and premium state; 401 without a valid token.
import { getProfile } from '@/lib/accounts/auth/get-profile';
import { withUser } from '@/lib/accounts/auth/with-user';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => Response.json(await getProfile({ userId: user.id })));
