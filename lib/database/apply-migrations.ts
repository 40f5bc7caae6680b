// Applies prisma/migrations/*/migration.sql in order, offline, exactly as `prisma migrate deploy` records them
// (same `_prisma_migrations` table, sha256 checksums, same advisory lock), so either tool can take over later.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';

// Prisma Migrate's own lock key: our applier and `prisma migrate deploy` never run at the same time.
const prismaAdvisoryLockKey = 72707369;

const createBookkeeping = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(migrationsDir: string): Promise<MigrationFile[]> {
  if (!existsSync(migrationsDir)) return [];
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const migrations: MigrationFile[] = [];
  for (const name of names) {
    const file = path.join(migrationsDir, name, 'migration.sql');
    if (!existsSync(file)) continue;
    const sql = await readFile(file, 'utf8');
    migrations.push({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

export interface ApplyResult {
  applied: string[];
  alreadyApplied: number;
}

export async function applyMigrations(options: {
  databaseUrl: string;
  migrationsDir: string;
  onWarning?: (message: string) => void;
}): Promise<ApplyResult> {
  const migrations = await readMigrations(options.migrationsDir);
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    // Session-level lock: a second process starting at the same moment waits here, then finds nothing to do.
    await client.query('SELECT pg_advisory_lock($1)', [prismaAdvisoryLockKey]);
    await client.query(createBookkeeping);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"');

    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and was never resolved. ` +
          'Fix the database by hand, then mark it with `prisma migrate resolve`, before starting again.',
      );
    }
    const done = new Map(rows.filter((row) => row.finished_at !== null).map((row) => [row.migration_name, row]));

    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          options.onWarning?.(`Migration ${migration.name} was changed after it was applied (checksum differs).`);
        }
        continue;
      }
      const id = randomUUID();
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [id, migration.checksum, migration.name],
        );
        await client.query('COMMIT');
        applied.push(migration.name);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`);
      }
    }
    return { applied, alreadyApplied: migrations.length - applied.length };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [prismaAdvisoryLockKey]).catch(() => undefined);
    await client.end();
  }
}
