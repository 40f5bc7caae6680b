// One import at a time per database, across processes (two servers starting together, a server and the script):
// a session-level PostgreSQL advisory lock. Its key is ours alone; Prisma Migrate's is 72707369.
import type { Client } from 'pg';

/** "JFIM" in ASCII: Jurnal Finder IMport. */
export const catalogueImportLockKey = 0x4a46494d;

export async function withCatalogueLock<T>(client: Client, work: () => Promise<T>): Promise<T> {
  await client.query('SELECT pg_advisory_lock($1)', [catalogueImportLockKey]);
  try {
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [catalogueImportLockKey]).catch(() => undefined);
  }
}
