import type { IncomingMessage } from 'node:http';
import { pageCacheKey } from './serve-cached-page';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage;

describe('pageCacheKey', () => {
  it('caches the home pages and journal pages', () => {
    expect(pageCacheKey(request('/id'))).toBe('/id');
    expect(pageCacheKey(request('/en/journal/28773'))).toBe('/en/journal/28773');
  });

  it('leaves to Next anything with a query, another page, another method or a client navigation', () => {
    expect(pageCacheKey(request('/id?q=energy'))).toBeNull();
    expect(pageCacheKey(request('/id/journal/28773?x=1'))).toBeNull();
    expect(pageCacheKey(request('/id/pricing'))).toBeNull();
    expect(pageCacheKey(request('/id/journal/abc'))).toBeNull();
    expect(pageCacheKey(request('/id/journal/28773', {}, 'POST'))).toBeNull();
    expect(pageCacheKey(request('/id/journal/28773', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(request('/id', { 'next-router-prefetch': '1' }))).toBeNull();
  });
});
