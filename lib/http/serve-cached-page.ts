// The page cache in front of Next (server.ts): the home page and journal pages render the same HTML for everyone,
// so a rendered answer is kept (lib/http/page-cache.ts) and served again with a fresh CSP nonce, instead of being
// rendered again for every visitor. Client navigations (RSC requests) and anything with a query go to Next.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { pageContentSecurityPolicy } from './content-security-policy';
import { newNonce } from './new-nonce';
import { createPageCache, withFreshNonce } from './page-cache';

const cacheablePath = /^\/(id|en)(\/journal\/\d{1,19})?$/;
const routerHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
// Set per answer by server.ts (HSTS depends on the request's trusted X-Forwarded-Proto) or meaningless to replay.
const unstoredHeaders = new Set([
  'set-cookie', 'x-request-id', 'content-security-policy', 'strict-transport-security', 'date', 'connection',
  'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding',
]);

/**
 * The path alone, never the Host: a cached page may only hold what is the same for every request to that path. Its
 * absolute URLs (canonical, hreflang, JSON-LD) come from lib/seo/site-origin.ts, which is configuration only (SITE_URL,
 * or http://localhost:PORT for a local trial), so no page is ever built from an origin a request chose
 * (e2e/security/poisoned-origin.spec.ts).
 */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url || !cacheablePath.test(req.url)) return null;
  if (routerHeaders.some((name) => req.headers[name] !== undefined)) return null;
  return req.url;
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createPageCacheHandler(options: { budgetBytes: number; ttlMs: number }) {
  const cache = createPageCache(options.budgetBytes, options.ttlMs);

  function serveHit(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const page = cache.get(key);
    if (!page) return false;
    const nonce = newNonce();
    let body = withFreshNonce(page, nonce);
    res.statusCode = page.status;
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(nonce, false));
    res.setHeader('X-Page-Cache', 'hit');
    if (acceptsGzip(req)) {
      body = gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return true;
  }

  /** Renders through Next and keeps a 200 HTML answer, uncompressed so that its nonce can be found and swapped. */
  async function renderAndStore(req: IncomingMessage, res: ServerResponse, key: string, render: Render) {
    delete req.headers['accept-encoding'];
    const chunks: Buffer[] = [];
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
      store();
      return end(chunk, ...rest);
    }) as typeof res.end;

    function store() {
      const type = String(res.getHeader('content-type') ?? '');
      const nonce = /'nonce-([^']+)'/.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
      if (res.statusCode !== 200 || !type.startsWith('text/html') || !nonce) return;
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !unstoredHeaders.has(name)) headers[name] = Array.isArray(value) ? value : String(value);
      }
      cache.set(key, { status: 200, headers, body: Buffer.concat(chunks), nonce });
    }

    res.setHeader('X-Page-Cache', 'miss');
    await render(req, res);
  }

  return async (req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> => {
    const key = pageCacheKey(req);
    if (!key) return render(req, res);
    if (serveHit(req, res, key)) return;
    return renderAndStore(req, res, key, render);
  };
}
