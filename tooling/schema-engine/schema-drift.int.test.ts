// Fails while prisma/schema.prisma and prisma/migrations disagree: Prisma's engine builds a shadow database from the
// migrations and diffs it against the schema. Runs on the integration harness's DATABASE_URL (it needs CREATEDB).
import path from 'node:path';
import { connectionFromUrl, diffMigrationsAgainstSchema } from './schema-engine';

const root = path.resolve(__dirname, '..', '..');

describe('prisma/migrations', () => {
  it('produce exactly the schema in prisma/schema.prisma', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: the integration harness provides a throwaway database.');

    const missingSql = await diffMigrationsAgainstSchema({
      connection: connectionFromUrl(url),
      schemaPath: path.join(root, 'prisma', 'schema.prisma'),
      migrationsDir: path.join(root, 'prisma', 'migrations'),
    });

    // Non-empty: the schema changed without a migration. Run `npm run db:migration -- <name>` and commit the folder.
    expect(missingSql).toBe('');
  }, 60_000);
});
