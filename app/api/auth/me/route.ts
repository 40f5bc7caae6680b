import { getProfile } from '@/lib/auth/get-profile';
import { withUser } from '@/lib/http/with-user';

export const dynamic = 'force-dynamic';

export const GET = withUser({}, async ({ user }) => Response.json(await getProfile({ userId: user.id })));
