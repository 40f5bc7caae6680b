// A throwaway, migrated database for one test run: a new database on TEST_DATABASE_URL's server when that is set,
// otherwise an embedded PostgreSQL in a temporary folder. Prints `DATABASE_URL=…`, cleans up on SIGTERM/SIGINT and
// when the process that started it goes away. tooling/test-database-process.mjs runs it for the integration tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../lib/database/embedded-postgres';
import { createScratchDatabase, migrateOrDrop, type ScratchDatabase } from '../test-support/scratch-database';
import { freePort } from '../tooling/free-port.mjs';

/** An embedded server of its own; dropping the database stops the server and removes its folder. */
async function embedded(): Promise<ScratchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jurnal-finder-test-'));
  const database = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), database: 'jurnal_finder_test' });
  return {
    url: database.url,
    drop: async () => {
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createScratchDatabase({ serverUrl, prefix: 'jf_test' }) : await embedded();
  let cleaning = false;
  const cleanup = async () => {
    if (cleaning) return;
    cleaning = true;
    await database.drop().catch((error: unknown) => console.error('test database cleanup failed', error));
    process.exit(0);
  };
  process.on('SIGTERM', () => void cleanup());
  process.on('SIGINT', () => void cleanup());
  // If the test runner dies without stopping us, clean up anyway rather than leave a server behind.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void cleanup();
  }, 1000);
  await migrateOrDrop(database);
  process.stdout.write(`DATABASE_URL=${database.url}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
