// `npm run db:migration -- <name>` end to end on a copy of the schema: a model added to schema.prisma becomes a new
// migration folder whose SQL creates its table, the migration is applied to the database, and a second run with no
// change writes nothing. Runs in a database of its own on the harness's server (it needs CREATEDB).
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, queryRows, type ScratchDatabase } from '../../test-support/scratch-database';
import { connectionFromUrl, createMigration } from './schema-engine';

const root = path.resolve(__dirname, '..', '..');

describe('createMigration, behind npm run db:migration', () => {
  let scratch: ScratchDatabase;
  let folder = '';

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'jf-migration-'));
    await cp(path.join(root, 'prisma', 'schema.prisma'), path.join(folder, 'schema.prisma'));
    await cp(path.join(root, 'prisma', 'migrations'), path.join(folder, 'migrations'), { recursive: true });
    scratch = await createScratchDatabase();
  });

  afterAll(async () => {
    await scratch.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes and applies a migration for a schema change, and nothing when there is none', async () => {
    const input = {
      connection: connectionFromUrl(scratch.url),
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
    const [probe] = await queryRows<{ name: string }>(scratch.url, `SELECT to_regclass('public.migration_probe') AS name`);
    expect(probe?.name).toBe('migration_probe');
    const [recorded] = await queryRows<{ count: number }>(
      scratch.url,
      'SELECT count(*)::int AS count FROM _prisma_migrations WHERE migration_name = $1 AND finished_at IS NOT NULL',
      [path.basename(created!)],
    );
    expect(recorded?.count).toBe(1);

    expect(await createMigration({ ...input, name: 'nothing changed' })).toBeNull();
  }, 120_000);
});
