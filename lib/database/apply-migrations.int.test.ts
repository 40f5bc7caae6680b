import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, queryRows, type ScratchDatabase } from '../../test-support/scratch-database';
import { applyMigrations, readMigrations } from './apply-migrations';
import { migrationsDir } from './prepare-database';

const query = queryRows;

describe('applyMigrations', () => {
  let scratch: ScratchDatabase;
  beforeEach(async () => {
    scratch = await createScratchDatabase();
  });
  afterEach(async () => {
    await scratch.drop();
  });

  it('applies every migration once even when two processes start at the same moment', async () => {
    const migrations = await readMigrations(migrationsDir);
    expect(migrations.length).toBeGreaterThan(0);
    const [first, second] = await Promise.all([
      applyMigrations({ databaseUrl: scratch.url, migrationsDir }),
      applyMigrations({ databaseUrl: scratch.url, migrationsDir }),
    ]);
    expect(first!.applied.length + second!.applied.length).toBe(migrations.length);

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      scratch.url,
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((row) => row.migration_name)).toEqual(migrations.map((migration) => migration.name));
    for (const [index, row] of rows.entries()) {
      expect(row.checksum).toBe(migrations[index]!.checksum);
      expect(row.finished_at).not.toBeNull();
    }

    const again = await applyMigrations({ databaseUrl: scratch.url, migrationsDir });
    expect(again).toEqual({ applied: [], alreadyApplied: migrations.length });
  });

  it('rolls a failing migration back completely and records nothing for it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jf-migrations-'));
    const write = (name: string, sql: string) => {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, 'migration.sql'), sql);
    };
    write('20250101000000_good', 'CREATE TABLE good_one (id int);');
    write('20250102000000_bad', 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;');
    try {
      await expect(applyMigrations({ databaseUrl: scratch.url, migrationsDir: dir })).rejects.toThrow(
        /20250102000000_bad failed and was rolled back/,
      );
      const tables = await query<{ table_name: string }>(
        scratch.url,
        "SELECT table_name FROM information_schema.tables WHERE table_name IN ('good_one', 'half_done')",
      );
      expect(tables.map((table) => table.table_name)).toEqual(['good_one']);
      const recorded = await query<{ migration_name: string; checksum: string }>(
        scratch.url,
        'SELECT migration_name, checksum FROM "_prisma_migrations"',
      );
      expect(recorded).toEqual([
        {
          migration_name: '20250101000000_good',
          checksum: createHash('sha256').update('CREATE TABLE good_one (id int);').digest('hex'),
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
