// At start: with ADMIN_USERNAME and ADMIN_PASSWORD both set, that admin exists with that password (created or
// updated). Without them nothing happens: there is no built-in admin with a known password.
import { verify } from '@node-rs/argon2';
import { db } from '../core/db';
import { env } from '../core/env';
import { upsertAdmin } from './upsert-admin';

interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export async function ensureAdminFromEnv({ log }: { log: Logger }): Promise<void> {
  const username = env.ADMIN_USERNAME;
  const password = env.ADMIN_PASSWORD;
  if (!username && !password) return;
  if (!username || !password) {
    log.warn('ADMIN_USERNAME and ADMIN_PASSWORD go together; no admin was created or updated');
    return;
  }
  if (password.length < 8) {
    log.warn('ADMIN_PASSWORD needs at least 8 characters; no admin was created or updated');
    return;
  }
  const existing = await findAdminPasswordHash(username);
  // Re-hashing on every start would also refuse every admin token at every restart: skip when it still matches.
  if (existing && (await passwordMatches(existing, password))) return;
  const result = await upsertAdmin({ username, password });
  log.info(result.created ? 'admin created from the environment' : 'admin password updated from the environment', {
    username: username.toLowerCase(),
  });
}

async function findAdminPasswordHash(username: string): Promise<string | null> {
  const admin = await db.admin.findUnique({
    where: { username: username.trim().toLowerCase() },
    select: { passwordHash: true },
  });
  return admin?.passwordHash ?? null;
}

async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
