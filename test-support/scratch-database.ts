// Throwaway databases for tests: a new, empty database on a PostgreSQL server (by default the integration tests'
// server, for tests that need a clean slate: migrations, imports), migrated or not, dropped when done; and a one-shot
// query. scripts/test-database.ts makes the integration run's own database with it.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { applyMigrations } from '../lib/database/apply-migrations';
import { migrationsDir } from '../lib/database/prepare-database';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

interface ScratchOptions {
  /** The server to create it on; the integration tests' DATABASE_URL when left out. */
  serverUrl?: string;
  /** The start of its name, before a random suffix. */
  prefix?: string;
}

export async function createScratchDatabase(options: ScratchOptions = {}): Promise<ScratchDatabase> {
  const { serverUrl = process.env.DATABASE_URL ?? '', prefix = 'jf_scratch' } = options;
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await queryRows(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: url.toString(),
    drop: async () => {
      await queryRows(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Applies every migration to a fresh database, dropping it if that fails: afterwards it holds the product's empty schema. */
export async function migrateOrDrop(database: ScratchDatabase): Promise<ScratchDatabase> {
  try {
    await applyMigrations({ databaseUrl: database.url, migrationsDir });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/** A scratch database with every migration applied: the product's empty schema. */
export async function createMigratedScratchDatabase(options: ScratchOptions = {}): Promise<ScratchDatabase> {
  return migrateOrDrop(await createScratchDatabase(options));
}

/** Runs one query on its own connection and returns the rows. */
export async function queryRows<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A migrated scratch database for one test file: created before its tests, dropped after them. The object is filled
 * in by beforeAll, so tests read `scratch.url` as usual.
 */
export function useScratchDatabase(options: ScratchOptions = {}): ScratchDatabase {
  const scratch = {} as ScratchDatabase;
  beforeAll(async () => {
    Object.assign(scratch, await createMigratedScratchDatabase(options));
  });
  afterAll(async () => {
    await scratch.drop();
  });
  return scratch;
}
