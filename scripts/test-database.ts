// A throwaway, migrated database for one test run: a new database on TEST_DATABASE_URL's server when that is set,
// otherwise an embedded PostgreSQL in a temporary folder. Prints `DATABASE_URL=…`, cleans up on SIGTERM/SIGINT.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { applyMigrations } from '../lib/database/apply-migrations';
import { startEmbeddedPostgres } from '../lib/database/embedded-postgres';
import { migrationsDir } from '../lib/database/prepare-database';
import { freePort } from '../tooling/free-port';

async function onServer(serverUrl: string): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `jf_test_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function embedded(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-test-'));
  const database = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), database: 'jurnal_finder_test' });
  return {
    url: database.url,
    cleanup: async () => {
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await onServer(serverUrl) : await embedded();
  let cleaning = false;
  const cleanup = async () => {
    if (cleaning) return;
    cleaning = true;
    await database.cleanup().catch((error: unknown) => console.error('test database cleanup failed', error));
    process.exit(0);
  };
  process.on('SIGTERM', () => void cleanup());
  process.on('SIGINT', () => void cleanup());
  // If the test runner dies without stopping us, clean up anyway rather than leave a server behind.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void cleanup();
  }, 1000);
  try {
    await applyMigrations({ databaseUrl: database.url, migrationsDir });
  } catch (error) {
    await database.cleanup();
    throw error;
  }
  process.stdout.write(`DATABASE_URL=${database.url}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
