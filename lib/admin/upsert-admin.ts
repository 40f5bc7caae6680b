// Creates the admin of that username or updates its name and password (used at start from the environment and by
// `npm run admin:create`). A changed password refuses the tokens issued before it. No `server-only`: server.ts uses it.
import { hash } from '@node-rs/argon2';
import { argon2Options } from '../accounts/auth/password-policy';
import { db } from '../core/db';

export interface UpsertAdminInput {
  username: string;
  /** Kept as it is on update when absent; the username on create. */
  nama?: string;
  password: string;
}

export async function upsertAdmin(input: UpsertAdminInput): Promise<{ id: string; created: boolean }> {
  const username = input.username.trim().toLowerCase();
  const passwordHash = await hash(input.password, argon2Options);
  const existing = await db.admin.findUnique({ where: { username }, select: { id: true } });
  if (existing) {
    await db.admin.update({
      where: { id: existing.id },
      data: { ...(input.nama ? { nama: input.nama } : {}), passwordHash, tokensValidAfter: new Date() },
    });
    return { id: existing.id, created: false };
  }
  const admin = await db.admin.create({ data: { username, nama: input.nama || username, passwordHash }, select: { id: true } });
  return { id: admin.id, created: true };
}
