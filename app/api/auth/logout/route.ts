// POST /api/auth/logout: 204; every token the user holds stops working (the session ends on every device).
import { logoutUser } from '@/lib/accounts/auth/logout-user';
import { withUser } from '@/lib/accounts/auth/with-user';

export const POST = withUser({}, async ({ user }) => {
  await logoutUser({ userId: user.id });
  return new Response(null, { status: 204 });
});
