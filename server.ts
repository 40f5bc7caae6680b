// The product's one HTTP server: Next.js and the Socket.IO live visitor count on the same port, behind a database
// that is ready (embedded or DATABASE_URL, migrated) before the first request. Run by `npm start` and `npm run dev`.
// First, before Next.js loads: abort reasons hold nothing once given (lib/core/format-abort-reasons.ts).
import './lib/core/format-abort-reasons';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { ensureAdminFromEnv } from './lib/admin/ensure-admin-from-env';
import { startInvoiceSweeper } from './lib/billing/invoice-sweeper';
import { describePaymentSetup } from './lib/billing/payment-setup';
import { importCatalogueIfEmpty } from './lib/catalogue/import/import-catalogue';
import { stopRunningExports } from './lib/catalogue/running-exports';
import { importListsIfEmpty } from './lib/lists/import/import-lists';
import { importSintaIfEmpty } from './lib/sinta/import/import-sinta';
import { reportDatabaseDown, reportDatabaseUp, stopOutageProbe } from './lib/database/database-outage';
import { prepareDatabase } from './lib/database/prepare-database';
import { quietPageDatabaseErrors } from './lib/database/quiet-page-database-errors';
import { resolveJwtSecret } from './lib/accounts/auth/resolve-jwt-secret';
import { currentDatabaseUrl, env, publishDatabaseUrl, publishJwtSecret, publishPaymentSandbox } from './lib/core/env';
import { answerClientError, rawErrorAnswer } from './lib/http/answer-client-error';
import { readApiRouteMethods } from './lib/http/api-route-methods';
import { clientAddress } from './lib/http/client-address';
import { trackHttpDrain } from './lib/http/drain-http-server';
import { refusedMethodAllow } from './lib/http/refuse-method';
import { relaxPageNoStore } from './lib/http/page-cache-control';
import { createPageCacheHandler } from './lib/http/serve-cached-page';
import { apiContentSecurityPolicy, baselineSecurityHeaders } from './lib/http/content-security-policy';
import { strictTransportSecurity } from './lib/http/strict-transport-security';
import { describeError, log } from './lib/core/log';
import { attachRealtime } from './lib/realtime/attach-realtime';
import { requireSiteUrl } from './lib/seo/require-site-url';
import { siteOrigin } from './lib/seo/site-origin';

const isDevelopment = process.argv.includes('--dev');
const validRequestId = /^[A-Za-z0-9._-]{1,100}$/;
// The methods each API route answers, from its file: a wrong method is refused below with 405 and `Allow`.
const apiRoutes = readApiRouteMethods(path.join(process.cwd(), 'app', 'api'));

function hasDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

function withRequestContext(handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && validRequestId.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = requestId;
    // Handlers read the client's address from this header; whatever a client sent under that name is replaced.
    const forwarded = req.headers['x-forwarded-for'];
    req.headers['x-client-ip'] = clientAddress(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      env.TRUST_PROXY,
    );
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of Object.entries(baselineSecurityHeaders)) res.setHeader(name, value);
    const hsts = strictTransportSecurity(env, req.headers['x-forwarded-proto']);
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
    // Pages get their nonce-based policy from proxy.ts, which replaces this strict default.
    res.setHeader('Content-Security-Policy', apiContentSecurityPolicy);
    // The admin area and the API stay out of search indexes by header, without naming the hidden path anywhere.
    const url = req.url ?? '';
    if (url.startsWith('/masuk404') || url.startsWith('/api/')) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // Pages may enter the back/forward cache (Next marks them no-store); the API keeps what its handlers set.
    if (!url.startsWith('/api/')) relaxPageNoStore(res);
    res.on('finish', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const fields = {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      };
      if (path.startsWith('/_next/')) log.debug('request', fields);
      else log.info('request', fields);
    });
    if (!hasDecodablePath(req.url ?? '/')) {
      // A malformed percent-encoding (e.g. /id/%E0%A4%A) would make Next answer 500: it is the client's error.
      res.statusCode = 400;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ message: 'badRequest', code: 'bad_request' }));
      return;
    }
    const allow = refusedMethodAllow(apiRoutes, req.method ?? 'GET', req.url ?? '/');
    if (allow !== null) {
      res.statusCode = 405;
      res.setHeader('Allow', allow);
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify({ message: 'methodNotAllowed', code: 'method_not_allowed' }));
      return;
    }
    handle(req, res).catch((error: unknown) => {
      log.error('request failed', { requestId, ...describeError(error) });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ message: 'internalError', code: 'internal' }));
      } else {
        res.end();
      }
    });
  };
}

async function main(): Promise<void> {
  // Links and sitemaps take the public origin from SITE_URL only: a public server must be told it.
  requireSiteUrl({ isProduction: !isDevelopment, host: env.HOST, siteUrl: env.SITE_URL });
  // Until the shutdown below exists, a database that cannot be restarted ends the process (the watchdog in
  // lib/database/postgres-process.ts stops PostgreSQL with it).
  let stopForDatabase = (): void => process.exit(1);
  quietPageDatabaseErrors();
  const database = await prepareDatabase({
    databaseUrl: currentDatabaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: log.info,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    startAttempts: env.DB_START_ATTEMPTS,
    // The embedded PostgreSQL died and is being restarted: answer 503 meanwhile (one log line per outage).
    onEmbeddedDown: (reason) => reportDatabaseDown(reason),
    onEmbeddedRestarted: () => reportDatabaseUp(),
    onEmbeddedGiveUp: (error) => {
      log.error('the embedded PostgreSQL could not be restarted: stopping', describeError(error));
      stopForDatabase();
    },
  });
  publishDatabaseUrl(database.url);
  // ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin: there is no built-in admin with a known password.
  await ensureAdminFromEnv({ log });
  // The sandbox grants premium without money: on by default for a local trial only, off once the site is public
  // unless forced (lib/billing/payment-setup.ts). Next's handlers read the decision published here.
  const payments = describePaymentSetup(env, { isProduction: !isDevelopment, isExternalDatabase: !database.isEmbedded });
  publishPaymentSandbox(payments.provider === 'sandbox');
  if (payments.warning) (payments.isLoud ? log.error : log.warn)(payments.warning);
  if (!isDevelopment && (!env.CONTACT_URL || !env.AUTHOR_PROFILE_URL)) {
    log.warn('CONTACT_URL or AUTHOR_PROFILE_URL is not set: the footer\'s contact link or the About page\'s author profile is left out');
  }
  if (env.IMPORT_ON_START) {
    // A fresh install shows the whole catalogue, the lists and SINTA from its first page; later imports are the
    // operator's (npm run db:import).
    const source = { databaseUrl: database.url, dataDir: path.join(process.cwd(), 'data'), log: log.info };
    await importCatalogueIfEmpty(source);
    await importListsIfEmpty(source);
    await importSintaIfEmpty(source);
  }
  publishJwtSecret(
    await resolveJwtSecret({
      configured: env.JWT_SECRET,
      dataDir: env.dataDir,
      isProduction: !isDevelopment,
      isEmbeddedDatabase: database.isEmbedded,
    }),
  );

  const app = next({ dev: isDevelopment, dir: process.cwd(), hostname: 'localhost', port: env.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();

  const render = (req: http.IncomingMessage, res: http.ServerResponse) => handle(req, res);
  const pageCache =
    isDevelopment || env.PAGE_CACHE_MB === 0
      ? undefined
      : createPageCacheHandler({ budgetBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000 });
  const httpServer = http.createServer(
    withRequestContext((req, res) => (pageCache ? pageCache(req, res, render) : render(req, res))),
  );
  const httpDrain = trackHttpDrain(httpServer);
  // Requests Node refuses before any handler (unparsable, headers too large, CONNECT) get the one error shape too.
  httpServer.on('clientError', answerClientError);
  httpServer.on('connect', (_req, socket: import('node:stream').Duplex) => {
    socket.end(rawErrorAnswer(405, { message: 'methodNotAllowed', code: 'method_not_allowed' }, { Allow: 'GET, HEAD' }));
  });
  const realtime = await attachRealtime(httpServer, {
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    // Behind a proxy that rewrites Host, the public origin must be allowed by name.
    allowedOrigins: [siteOrigin(), ...env.allowedOrigins],
    trustProxy: env.TRUST_PROXY,
    maxSocketsPerAddress: env.REALTIME_MAX_SOCKETS_PER_ADDRESS,
    maxSocketsPerVisitor: env.REALTIME_MAX_SOCKETS_PER_VISITOR,
  });
  if (isDevelopment) {
    const upgrade = app.getUpgradeHandler();
    httpServer.on('upgrade', (req, socket, head) => {
      if (!req.url?.startsWith('/socket.io')) void upgrade(req, socket, head);
    });
  }

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${env.PORT} is already in use. Stop the other program or set PORT to another port.`)
          : error,
      );
    });
    httpServer.listen(env.PORT, env.HOST, () => resolve());
  });
  const stopInvoiceSweeper = startInvoiceSweeper();

  let stopping = false;
  const databaseStopTimeoutMs = 4000;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // Whatever happens below, the process is gone soon after the timeout.
    const forced = setTimeout(() => {
      log.warn('shutdown timed out, exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + databaseStopTimeoutMs + 2000);
    forced.unref();

    // Stop accepting, answer what is in flight (and what comes on open connections) with Connection: close, close
    // each connection as it goes idle, and cut what is left at the timeout. The database stops last, so no request
    // in flight loses it (a terminal's Ctrl+C does not reach it: it runs in its own process group). A CSV export
    // streaming could outlast the drain: it ends now with a last line saying the file is incomplete.
    const drained = httpDrain.drain(env.SHUTDOWN_TIMEOUT_MS);
    const exportsStopped = stopRunningExports();
    if (exportsStopped > 0) log.info('catalogue exports ended for the stop', { count: exportsStopped });
    await realtime.close().catch((error: unknown) => log.warn('realtime close failed', describeError(error)));
    const isDrained = await drained;
    await stopInvoiceSweeper();
    stopOutageProbe();
    const holder = globalThis as { __jurnalFinderDb?: { $disconnect(): Promise<void> } };
    await holder.__jurnalFinderDb?.$disconnect().catch(() => undefined);
    await database
      .stop(databaseStopTimeoutMs)
      .catch((error: unknown) => log.warn('database stop failed', describeError(error)));
    log.info('stopped', { drained: isDrained });
    process.exit(exitCode);
  };
  stopForDatabase = () => void shutdown('database', 1);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
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
