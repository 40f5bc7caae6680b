// The product's one HTTP server: Next.js and the Socket.IO live visitor count on the same port, behind a database
// that is ready (embedded or DATABASE_URL, migrated) before the first request. Run by `npm start` and `npm run dev`.
// Each step is a module of lib/server/.
// First, before Next.js loads: abort reasons hold nothing once given (lib/core/format-abort-reasons.ts).
import './lib/core/format-abort-reasons';
import { startInvoiceSweeper } from './lib/billing/invoice-sweeper';
import { env } from './lib/core/env';
import { describeError, log } from './lib/core/log';
import { requireSiteUrl } from './lib/seo/require-site-url';
import { siteOrigin } from './lib/seo/site-origin';
import { prepareFirstStart } from './lib/server/first-start';
import { installShutdown } from './lib/server/shut-down';
import { startDatabase } from './lib/server/start-database';
import { startHttp } from './lib/server/start-http';

const isDevelopment = process.argv.includes('--dev');

async function main(): Promise<void> {
  // Links and sitemaps take the public origin from SITE_URL only: a public server must be told it.
  requireSiteUrl({ isProduction: !isDevelopment, host: env.HOST, siteUrl: env.SITE_URL });
  // Until the shutdown below exists, a database that cannot be restarted ends the process (the watchdog in
  // lib/database/postgres-process.ts stops PostgreSQL with it).
  let stopForDatabase = (): void => process.exit(1);
  const database = await startDatabase({ onGiveUp: () => stopForDatabase() });
  const payments = await prepareFirstStart(database, { isDevelopment });
  const http = await startHttp({ isDevelopment });
  const stopInvoiceSweeper = startInvoiceSweeper();
  const shutdown = installShutdown({ ...http, database, stopInvoiceSweeper });
  stopForDatabase = () => shutdown('database', 1);
  // Said only once a signal would be handled: whoever waits for this line may stop the server at once.
  log.info('Jurnal Finder is ready', {
    url: siteOrigin(),
    mode: isDevelopment ? 'development' : 'production',
    database: database.isEmbedded ? 'embedded' : 'external',
    realtime: env.REDIS_URL ? 'redis' : 'single-process',
    payments: payments.provider,
  });
}

main().catch((error: unknown) => {
  log.error('Jurnal Finder could not start', describeError(error));
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
