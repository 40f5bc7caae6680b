// Next marks every page it renders on demand (its HTML, and the RSC payload a client navigation or a link prefetch
// fetches) `no-store`, and a page answered `no-store` never enters the browser's back/forward cache. Pages here are
// the same for every visitor (a session lives in the browser, never in the HTML) but carry a per-request CSP nonce:
// `private, no-cache` keeps them out of shared caches and makes the browser ask again before reusing one from its
// HTTP cache, while the back/forward cache may keep the page it shows. API answers are left as their handlers set them
// (personal ones stay `no-store`).
import type { ServerResponse } from 'node:http';

export const pageCacheControl = 'private, no-cache';

const pageContentType = /^text\/(html|x-component)\b/i;

/** The Cache-Control a page answer leaves with: `no-store` becomes `private, no-cache`; anything else is kept. */
export function pageAnswerCacheControl(contentType: string, cacheControl: string): string {
  return pageContentType.test(contentType) && /\bno-store\b/i.test(cacheControl) ? pageCacheControl : cacheControl;
}

/** Rewrites the answer's Cache-Control when its headers are sent (Next sets it while rendering, after any handler). */
export function relaxPageNoStore(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadOfPage(this: ServerResponse, ...args: unknown[]) {
    const cacheControl = res.getHeader('cache-control');
    if (cacheControl !== undefined) {
      const relaxed = pageAnswerCacheControl(String(res.getHeader('content-type') ?? ''), String(cacheControl));
      if (relaxed !== cacheControl) res.setHeader('cache-control', relaxed);
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
