// A fresh, empty database on the integration-test server, for tests that need a clean slate (migrations, imports),
// and a one-shot query against it.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { applyMigrations } from '../lib/database/apply-migrations';
import { migrationsDir } from '../lib/database/prepare-database';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = new URL(process.env.DATABASE_URL ?? '');
  const name = `jf_scratch_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A scratch database with every migration applied: the product's empty schema. */
export async function createMigratedScratchDatabase(): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase();
  await applyMigrations({ databaseUrl: scratch.url, migrationsDir });
  return scratch;
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
