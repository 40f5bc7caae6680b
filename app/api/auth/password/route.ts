// POST /api/auth/password { currentPassword, newPassword, newPasswordRepeat }: 200 { token, isPremium } with the one
// token that outlives the change (every other session ends); 400 on a bad body or a wrong current password, 429 past
// the login limits.
import { changePassword } from '@/lib/accounts/auth/change-password';
import { withUser } from '@/lib/accounts/auth/with-user';
import { changePasswordSchema } from '@/lib/schemas/auth';

export const POST = withUser({ body: changePasswordSchema, maxBodyBytes: 8 * 1024 }, async ({ user, body, request }) => {
  // server.ts sets x-client-ip itself (overwriting anything a client sent), so it can key the rate limit.
  const result = await changePassword({ ...body, userId: user.id, clientAddress: request.headers.get('x-client-ip') });
  return Response.json(result);
});
