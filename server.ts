// The product's one HTTP server: Next.js and the Socket.IO live visitor count on the same port, behind a database
// that is ready (embedded or DATABASE_URL, migrated) before the first request. Run by `npm start` and `npm run dev`.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { ensureAdminFromEnv } from './lib/admin/ensure-admin-from-env';
import { startInvoiceSweeper } from './lib/billing/invoice-sweeper';
import { describePaymentSetup } from './lib/billing/payment-setup';
import { importCatalogueIfEmpty } from './lib/catalogue-import/import-catalogue';
import { importListsIfEmpty } from './lib/lists-import/import-lists';
import { importSintaIfEmpty } from './lib/sinta-import/import-sinta';
import { prepareDatabase } from './lib/database/prepare-database';
import { resolveJwtSecret } from './lib/auth/resolve-jwt-secret';
import { currentDatabaseUrl, env, publishDatabaseUrl, publishJwtSecret } from './lib/env';
import { clientAddress } from './lib/http/client-address';
import { createPageCacheHandler } from './lib/http/serve-cached-page';
import { apiContentSecurityPolicy, baselineSecurityHeaders } from './lib/http/content-security-policy';
import { describeError, log } from './lib/log';
import { attachRealtime } from './lib/realtime/attach-realtime';

const isDevelopment = process.argv.includes('--dev');
const validRequestId = /^[A-Za-z0-9._-]{1,100}$/;

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
    // Pages get their nonce-based policy from proxy.ts, which replaces this strict default.
    res.setHeader('Content-Security-Policy', apiContentSecurityPolicy);
    // The admin area and the API stay out of search indexes by header, without naming the hidden path anywhere.
    const url = req.url ?? '';
    if (url.startsWith('/masuk404') || url.startsWith('/api/')) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
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
  const database = await prepareDatabase({
    databaseUrl: currentDatabaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: log.info,
  });
  publishDatabaseUrl(database.url);
  // ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin: there is no built-in admin with a known password.
  await ensureAdminFromEnv({ log });
  const payments = describePaymentSetup({ isProduction: !isDevelopment, isEmbeddedDatabase: database.isEmbedded });
  if (payments.provider === 'sandbox' && payments.warning) {
    // The sandbox grants premium without money: never let it take a real deployment's payments by default.
    throw new Error(payments.warning);
  }
  if (payments.warning) log.warn(payments.warning);
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
  const realtime = await attachRealtime(httpServer, {
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    // Behind a proxy that rewrites Host, the public origin must be allowed by name.
    allowedOrigins: env.SITE_URL ? [new URL(env.SITE_URL).origin, ...env.allowedOrigins] : env.allowedOrigins,
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
  log.info('Jurnal Finder is ready', {
    url: `http://localhost:${env.PORT}`,
    mode: isDevelopment ? 'development' : 'production',
    database: database.isEmbedded ? 'embedded' : 'external',
    realtime: env.REDIS_URL ? 'redis' : 'single-process',
    payments: payments.provider,
  });

  const stopInvoiceSweeper = startInvoiceSweeper();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // Whatever happens below, the process is gone within the timeout.
    const forced = setTimeout(() => {
      log.warn('shutdown timed out, exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + 1500);
    forced.unref();

    // Stop accepting, let requests in flight finish, then close what is left.
    const drained = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    await realtime.close().catch((error: unknown) => log.warn('realtime close failed', describeError(error)));
    const drainTimer = setTimeout(() => httpServer.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
    await drained;
    clearTimeout(drainTimer);
    await stopInvoiceSweeper();
    const holder = globalThis as { __jurnalFinderDb?: { $disconnect(): Promise<void> } };
    await holder.__jurnalFinderDb?.$disconnect().catch(() => undefined);
    await database.stop().catch((error: unknown) => log.warn('database stop failed', describeError(error)));
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  log.error('Jurnal Finder could not start', describeError(error));
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
