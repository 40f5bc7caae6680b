import { logoutUser } from '@/lib/auth/logout-user';
import { withUser } from '@/lib/http/with-user';

export const POST = withUser({}, async ({ user }) => {
  await logoutUser({ userId: user.id });
  return new Response(null, { status: 204 });
});
