// Changes the signed-in user's password (POST /api/auth/password → { token, isPremium }). The current password is
// checked like a login: the attempt counts against the same limits (per username-and-address pair, per address, per
// username; lib/rate-limit/login-policy.ts), so a stolen session cannot guess the password faster here than at login.
// On success every session of the user ends, as at logout (tokensValidAfter moves forward), and the caller gets a new
// token issued at that instant, so this session alone stays signed in.
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import { getLoginLimiter } from '../../rate-limit/get-login-limiter';
import { type ChangePasswordInput, isPasswordOfUsername } from '../../schemas/auth';
import { hashPassword } from './hash-password';
import { isPremium } from './is-premium';
import { signUserToken } from './tokens';
import { verifyPassword } from './verify-password';

export interface ChangePasswordResult {
  token: string;
  isPremium: boolean;
}

/** A 400 on one field, in the shape a schema's refusal has, so the form shows it by that input. */
const fieldError = (path: keyof ChangePasswordInput, message: string) =>
  new ApiError('bad_request', message, { details: [{ path, message }] });

export async function changePassword(
  input: ChangePasswordInput & { userId: string; clientAddress: string | null },
): Promise<ChangePasswordResult> {
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: { username: true, passwordHash: true, premiumExpiresAt: true },
  });
  // Deleted between the token check and this read: as signed out as a missing user.
  if (!user) throw new ApiError('unauthorized', 'unauthorized');
  if (isPasswordOfUsername(input.newPassword, user.username)) throw fieldError('newPassword', 'passwordEqualsUsername');

  const attempt = await getLoginLimiter().begin({ username: user.username, address: input.clientAddress });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'currentPasswordWrong');
  }
  await attempt.succeeded();

  const passwordHash = await hashPassword(input.newPassword);
  // One millisecond ahead, as at logout: a token signed in this same millisecond must stop working too.
  const tokensValidAfter = new Date(Date.now() + 1);
  // Only over the hash that was checked: of two changes at once, the second finds the password changed under it.
  const { count } = await db.user.updateMany({
    where: { id: input.userId, passwordHash: user.passwordHash },
    data: { passwordHash, tokensValidAfter },
  });
  if (count === 0) throw fieldError('currentPassword', 'currentPasswordWrong');
  return {
    token: await signUserToken(input.userId, tokensValidAfter.getTime()),
    isPremium: isPremium(user.premiumExpiresAt),
  };
}
