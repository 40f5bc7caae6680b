import { getProfile } from '@/lib/accounts/auth/get-profile';
import { withUser } from '@/lib/accounts/auth/with-user';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => Response.json(await getProfile({ userId: user.id })));
