// Signs a user in (POST /api/auth/login → { token, isPremium }). Unknown user and wrong password give the same
// 401 after the same argon2 work; the attempt is rate limited per username-and-address pair, per address and per
// username across addresses (lib/rate-limit/login-policy.ts), so failures elsewhere never lock the owner out.
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import { getLoginLimiter } from '../../rate-limit/get-login-limiter';
import type { LoginInput } from '../../schemas/auth';
import { isPremium } from './is-premium';
import { signUserToken } from './tokens';
import { verifyPassword } from './verify-password';

export interface LoginResult {
  token: string;
  isPremium: boolean;
}

export async function loginUser(input: LoginInput & { clientAddress: string | null }): Promise<LoginResult> {
  const attempt = await getLoginLimiter().begin({ username: input.username, address: input.clientAddress });
  const user = await db.user.findUnique({
    where: { username: input.username },
    select: { id: true, passwordHash: true, premiumExpiresAt: true },
  });
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) throw new ApiError('unauthorized', 'invalidCredentials');
  await attempt.succeeded();
  return { token: await signUserToken(user.id), isPremium: isPremium(user.premiumExpiresAt) };
}
