// Signs an admin in (POST /api/admin/login → { admin, token }). Unknown admin and wrong password give the same
// 401 'Login gagal' after the same argon2 work; limited like user logins, under its own key prefix.
import 'server-only';
import { signToken } from '../accounts/auth/tokens';
import { verifyPassword } from '../accounts/auth/verify-password';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import { getLoginLimiter } from '../rate-limit/get-login-limiter';
import type { AdminLoginInput } from '../schemas/admin';

export interface AdminLoginResult {
  admin: { id: string; username: string; nama: string };
  token: string;
}

export async function loginAdmin(input: AdminLoginInput & { clientAddress: string | null }): Promise<AdminLoginResult> {
  // Own buckets: admin failures neither lock out a user of the same name nor share the user's address counter.
  const attempt = await getLoginLimiter().begin({
    username: `admin:${input.username}`,
    address: input.clientAddress ? `admin:${input.clientAddress}` : null,
  });
  const admin = await db.admin.findUnique({
    where: { username: input.username },
    select: { id: true, username: true, nama: true, passwordHash: true },
  });
  const isValid = await verifyPassword(admin?.passwordHash ?? null, input.password);
  if (!admin || !isValid) throw new ApiError('unauthorized', 'Login gagal');
  await attempt.succeeded();
  return { admin: { id: admin.id, username: admin.username, nama: admin.nama }, token: await signToken(admin.id, 'admin') };
}
