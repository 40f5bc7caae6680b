// Integration tests only: admins with a random tag in their username, a token for them, and an expired admin token
// signed with the real secret (the only thing wrong with it is its expiry).
import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { signToken } from '../lib/accounts/auth/tokens';
import { argon2Options } from '../lib/accounts/auth/password-policy';
import { db } from '../lib/core/db';
import { jwtSecret } from '../lib/core/runtime-config';

export const testAdminPassword = 'admin horse battery';

export interface TestAdmin {
  id: string;
  username: string;
  token: string;
}

export async function createTestAdmin(tag: string, name = 'admin'): Promise<TestAdmin> {
  const username = `${name}_${tag}`;
  const admin = await db.admin.create({
    data: {
      username,
      nama: `Admin ${tag}`,
      passwordHash: await hash(testAdminPassword, argon2Options),
      tokensValidAfter: new Date(0),
    },
    select: { id: true },
  });
  return { id: admin.id, username, token: await signToken(admin.id, 'admin') };
}

export async function expiredAdminToken(adminId: string): Promise<string> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return new SignJWT({ iatMs: (nowSeconds - 8 * 86_400) * 1000 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(adminId)
    .setIssuer('jurnal-finder')
    .setAudience('admin')
    .setIssuedAt(nowSeconds - 8 * 86_400)
    .setExpirationTime(nowSeconds - 86_400)
    .sign(new TextEncoder().encode(jwtSecret() ?? ''));
}

/** Removes the tag's admins and their audit rows (the log references the admin). */
export async function deleteTestAdmins(tag: string): Promise<void> {
  const admins = await db.admin.findMany({ where: { username: { endsWith: `_${tag}` } }, select: { id: true } });
  const ids = admins.map((admin) => admin.id);
  await db.adminAuditLog.deleteMany({ where: { adminId: { in: ids } } });
  await db.admin.deleteMany({ where: { id: { in: ids } } });
}
