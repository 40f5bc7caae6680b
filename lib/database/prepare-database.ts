// Makes the database ready before anything serves: the operator's server (DATABASE_URL) or the embedded one,
// then every pending migration. The same path for `npm start`, `npm run dev`, the scripts and the tests.
import path from 'node:path';
import { applyMigrations } from './apply-migrations';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface PreparedDatabase {
  url: string;
  isEmbedded: boolean;
  stop(): Promise<void>;
}

export const migrationsDir = path.join(process.cwd(), 'prisma', 'migrations');

export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Promise<PreparedDatabase> {
  let url = options.databaseUrl;
  let stop = async () => undefined as void;
  if (!url) {
    const started = Date.now();
    const embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      port: options.embeddedPort,
      database: 'jurnal_finder',
    });
    url = embedded.url;
    stop = embedded.stop;
    options.log(embedded.isOwner ? 'embedded PostgreSQL started' : 'embedded PostgreSQL already running, shared', {
      dataDir: options.dataDir,
      port: options.embeddedPort,
      ms: Date.now() - started,
    });
  }
  const result = await applyMigrations({
    databaseUrl: url,
    migrationsDir,
    onWarning: (message) => options.log(message),
  });
  if (result.applied.length > 0) options.log('migrations applied', { applied: result.applied });
  return { url, isEmbedded: !options.databaseUrl, stop };
}
