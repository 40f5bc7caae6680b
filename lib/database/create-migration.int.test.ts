// `npm run db:migration -- <name>` end to end on a copy of the schema: a model added to schema.prisma becomes a new
// migration folder whose SQL creates its table, the migration is applied to the database, and a second run with no
// change writes nothing. Runs in a database of its own on the harness's server (it needs CREATEDB).
import { randomBytes } from 'node:crypto';
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { connectionFromUrl, createMigration } from './schema-engine';

const root = path.resolve(__dirname, '..', '..');

function harnessUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the integration harness provides a throwaway database.');
  return url;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: harnessUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('createMigration, behind npm run db:migration', () => {
  const database = `jf_migration_${randomBytes(4).toString('hex')}`;
  let folder = '';

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'jf-migration-'));
    await cp(path.join(root, 'prisma', 'schema.prisma'), path.join(folder, 'schema.prisma'));
    await cp(path.join(root, 'prisma', 'migrations'), path.join(folder, 'migrations'), { recursive: true });
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
  });

  afterAll(async () => {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await rm(folder, { recursive: true, force: true });
  });

  it('writes and applies a migration for a schema change, and nothing when there is none', async () => {
    const url = new URL(harnessUrl());
    url.pathname = `/${database}`;
    const input = {
      connection: connectionFromUrl(url.toString()),
      schemaPath: path.join(folder, 'schema.prisma'),
      migrationsDir: path.join(folder, 'migrations'),
    };
    const before = await readdir(input.migrationsDir);

    await appendFile(input.schemaPath, '\nmodel MigrationProbe {\n  id Int @id\n  note String\n\n  @@map("migration_probe")\n}\n');
    const created = await createMigration({ ...input, name: 'Add migration probe' });

    expect(created).not.toBeNull();
    expect(path.basename(created!)).toMatch(/^\d{14}_add_migration_probe$/);
    expect(await readdir(input.migrationsDir)).toHaveLength(before.length + 1);
    const sql = await readFile(path.join(created!, 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "migration_probe"');
    // Applied: the table exists, and the migration is recorded as Prisma records it.
    const tables = new Client({ connectionString: url.toString() });
    await tables.connect();
    try {
      const probe = await tables.query(`SELECT to_regclass('public.migration_probe') AS name`);
      expect(probe.rows[0].name).toBe('migration_probe');
      const recorded = await tables.query(
        `SELECT count(*)::int AS count FROM _prisma_migrations WHERE migration_name = $1 AND finished_at IS NOT NULL`,
        [path.basename(created!)],
      );
      expect(recorded.rows[0].count).toBe(1);
    } finally {
      await tables.end();
    }

    expect(await createMigration({ ...input, name: 'nothing changed' })).toBeNull();
  }, 120_000);
});
