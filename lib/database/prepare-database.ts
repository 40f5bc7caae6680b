// Makes the database ready before anything serves: the operator's server (DATABASE_URL) or the embedded one,
// then every pending migration. The same path for `npm start`, `npm run dev`, the scripts and the tests.
import path from 'node:path';
import { applyMigrations } from './apply-migrations';
import { startEmbeddedPostgres } from './embedded-postgres';
import { waitForDatabase } from './wait-for-database';

export interface PreparedDatabase {
  url: string;
  isEmbedded: boolean;
  /** Stops the embedded cluster this process started (bounded by timeoutMs); nothing for DATABASE_URL. */
  stop(timeoutMs?: number): Promise<void>;
}

export const migrationsDir = path.join(process.cwd(), 'prisma', 'migrations');

export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /** Bounds the wait for DATABASE_URL at start: each try gives up after connectTimeoutMs. */
  connectTimeoutMs?: number;
  startAttempts?: number;
  /** The embedded cluster exited by itself and is being restarted / came back / could not be restarted. */
  onEmbeddedDown?: (reason: string) => void;
  onEmbeddedRestarted?: (attempt: number) => void;
  onEmbeddedGiveUp?: (error: unknown) => void;
}): Promise<PreparedDatabase> {
  let url = options.databaseUrl;
  let stop = async (_timeoutMs?: number) => undefined as void;
  if (url) {
    await waitForDatabase({
      url,
      source: 'DATABASE_URL',
      connectTimeoutMs: options.connectTimeoutMs ?? 5000,
      attempts: options.startAttempts ?? 5,
      log: options.log,
    });
  } else {
    const started = Date.now();
    const embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      port: options.embeddedPort,
      database: 'jurnal_finder',
      onNotice: (message) => options.log(message),
      onDown: options.onEmbeddedDown,
      onRestarted: options.onEmbeddedRestarted,
      onGiveUp: options.onEmbeddedGiveUp,
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
