// What every request goes through before Next or the page cache: a request id, the client's address, the baseline
// security headers, one JSON log line when it ends; malformed URLs answer 400 and a method an API route does not export
// answers 405 with `Allow` (both the client's error, which Next would answer 500 or 404); a handler that throws answers
// 500 in the one error shape.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { errorBody, type ErrorBody, errorStatus } from '../core/api-error';
import { env } from '../core/env';
import { isHiddenAdminPath } from '../core/admin-path';
import { describeError, log } from '../core/log';
import type { ApiRouteMethods } from '../http/api-route-methods';
import { clientAddress } from '../http/client-address';
import { apiContentSecurityPolicy, baselineSecurityHeaders } from '../http/content-security-policy';
import { relaxPageNoStore } from '../http/page-cache-control';
import { refusedMethodAllow } from '../http/refuse-method';
import { strictTransportSecurity } from '../http/strict-transport-security';

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

const validRequestId = /^[A-Za-z0-9._-]{1,100}$/;

function hasDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

function answerError(res: http.ServerResponse, body: ErrorBody, headers: Record<string, string> = {}): void {
  res.statusCode = errorStatus[body.code];
  for (const [name, value] of Object.entries({ 'Content-Type': 'application/json', ...headers })) res.setHeader(name, value);
  res.end(JSON.stringify(body));
}

function setBaselineHeaders(req: http.IncomingMessage, res: http.ServerResponse, requestId: string): void {
  res.setHeader('X-Request-Id', requestId);
  for (const [name, value] of Object.entries(baselineSecurityHeaders)) res.setHeader(name, value);
  const hsts = strictTransportSecurity(env, req.headers['x-forwarded-proto']);
  if (hsts) res.setHeader('Strict-Transport-Security', hsts);
  // Pages get their nonce-based policy from proxy.ts, which replaces this strict default.
  res.setHeader('Content-Security-Policy', apiContentSecurityPolicy);
  // The admin area and the API stay out of search indexes by header, without naming the hidden path in any page.
  const url = req.url ?? '';
  if (isHiddenAdminPath(url) || url.startsWith('/api/')) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  // Pages may enter the back/forward cache (Next marks them no-store); the API keeps what its handlers set.
  if (!url.startsWith('/api/')) relaxPageNoStore(res);
}

function logWhenDone(req: http.IncomingMessage, res: http.ServerResponse, requestId: string): void {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const fields = { requestId, method: req.method, path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    if (path.startsWith('/_next/')) log.debug('request', fields);
    else log.info('request', fields);
  });
}

export function withRequestContext(apiRoutes: ApiRouteMethods[], handle: RequestHandler) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
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
    setBaselineHeaders(req, res, requestId);
    logWhenDone(req, res, requestId);
    if (!hasDecodablePath(req.url ?? '/')) {
      // A malformed percent-encoding (e.g. /id/%E0%A4%A) would make Next answer 500: it is the client's error.
      answerError(res, errorBody('bad_request', 'badRequest'));
      return;
    }
    const allow = refusedMethodAllow(apiRoutes, req.method ?? 'GET', req.url ?? '/');
    if (allow !== null) {
      answerError(res, errorBody('method_not_allowed', 'methodNotAllowed'), { Allow: allow, 'Cache-Control': 'no-store' });
      return;
    }
    handle(req, res).catch((error: unknown) => {
      log.error('request failed', { requestId, ...describeError(error) });
      if (!res.headersSent) answerError(res, errorBody('internal', 'internalError'));
      else res.end();
    });
  };
}
