// Start, step 3: Next.js prepared, one http.Server for Next and Socket.IO (the live visitor count) on PORT, every
// request through the request context, home and journal pages through the page cache, pages failing for a database
// outage answered with the outage page, and Node's parser refusals in the one error shape.
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import next from 'next';
import { errorBody } from '../core/api-error';
import { env } from '../core/env';
import { answerClientError, rawErrorAnswer } from '../http/answer-client-error';
import { readApiRouteMethods } from '../http/api-route-methods';
import { type HttpDrain, trackHttpDrain } from '../http/drain-http-server';
import { createPageCacheHandler } from '../http/serve-cached-page';
import { attachRealtime, type Realtime } from '../realtime/attach-realtime';
import { siteOrigin } from '../seo/site-origin';
import { withOutagePages } from './outage-page';
import { type RequestHandler, withRequestContext } from './request-context';

export interface HttpParts {
  httpServer: http.Server;
  httpDrain: HttpDrain;
  realtime: Realtime;
}

export async function startHttp(options: { isDevelopment: boolean }): Promise<HttpParts> {
  const app = next({ dev: options.isDevelopment, dir: process.cwd(), hostname: 'localhost', port: env.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The methods each API route answers, from its file: a wrong method is refused with 405 and `Allow`.
  const apiRoutes = readApiRouteMethods(path.join(process.cwd(), 'app', 'api'));

  const render = withOutagePages((req, res) => handle(req, res));
  const pageCache =
    options.isDevelopment || env.PAGE_CACHE_MB === 0
      ? undefined
      : createPageCacheHandler({ budgetBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000 });
  const serve: RequestHandler = (req, res) => (pageCache ? pageCache(req, res, render) : render(req, res));
  const httpServer = http.createServer(withRequestContext(apiRoutes, serve));
  const httpDrain = trackHttpDrain(httpServer);
  // Requests Node refuses before any handler (unparsable, headers too large, CONNECT) get the one error shape too.
  httpServer.on('clientError', answerClientError);
  httpServer.on('connect', (_req, socket: Duplex) => {
    socket.end(rawErrorAnswer(errorBody('method_not_allowed', 'methodNotAllowed'), { Allow: 'GET, HEAD' }));
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
  if (options.isDevelopment) {
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
  return { httpServer, httpDrain, realtime };
}
