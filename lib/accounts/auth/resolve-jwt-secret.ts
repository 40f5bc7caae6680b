// Where the token-signing secret comes from: JWT_SECRET, else (embedded default, or development) a random secret
// generated once and kept in DATA_DIR, so sessions survive restarts. Production on an external database must set it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function resolveJwtSecret(options: {
  configured?: string;
  dataDir: string;
  isProduction: boolean;
  isEmbeddedDatabase: boolean;
}): Promise<string> {
  if (options.configured) return options.configured;
  if (options.isProduction && !options.isEmbeddedDatabase) {
    // Several instances on one database must share the secret; a generated one would differ per machine.
    throw new Error('JWT_SECRET is required in production with DATABASE_URL (at least 32 random characters).');
  }
  const file = path.join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another process wrote it first: use theirs.
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
