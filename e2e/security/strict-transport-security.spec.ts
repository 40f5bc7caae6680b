// Strict-Transport-Security while the site is served over HTTPS (an https SITE_URL, or a proxy
// trusted through TRUST_PROXY saying X-Forwarded-Proto: https), never on a client's word alone, and never replayed by
// the page cache to a request that did not come over HTTPS.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { e2eDatabaseUrl, queryDatabase } from '../support/server-database';
import { type SpawnedServer, startReadyServer } from '../support/spawn-server';

/** The HSTS header of a GET, sent with node:http so that X-Forwarded-Proto goes exactly as given. */
function hstsOf(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<{ hsts: string | undefined; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(`${baseURL}${path}`, { headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
        const cache = response.headers['x-page-cache'];
        resolve({ hsts: response.headers['strict-transport-security'], cache: typeof cache === 'string' ? cache : undefined });
      });
    });
    outgoing.on('error', reject);
  });
}

/** A server on the e2e database (no import, no payments: this tests headers only). */
async function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  return startReadyServer({
    DATABASE_URL: e2eDatabaseUrl(),
    JWT_SECRET: 'e2e-hsts-secret-0123456789abcdefghijklmn',
    IMPORT_ON_START: 'false',
    PAYMENT_SANDBOX: 'false',
    ...env,
  });
}

test('without HTTPS configured, a client saying X-Forwarded-Proto: https gets no HSTS', async ({ baseURL }) => {
  // The e2e server: no SITE_URL, TRUST_PROXY=0.
  expect((await hstsOf(baseURL!, '/api/health', { 'x-forwarded-proto': 'https' })).hsts).toBeUndefined();
  expect((await hstsOf(baseURL!, '/id/about', { 'x-forwarded-proto': 'https' })).hsts).toBeUndefined();
});

test('with an https SITE_URL, every answer carries HSTS with the configured max-age and subdomains', async () => {
  test.setTimeout(90_000);
  const server = await startServer({
    // Listening on loopback for the test; the public origin is the proxy's.
    HOST: '127.0.0.1',
    SITE_URL: 'https://jurnal-finder.test',
    HSTS_MAX_AGE_SECONDS: '86400',
    HSTS_INCLUDE_SUBDOMAINS: 'true',
  });
  try {
    for (const path of ['/api/health', '/id/about', '/robots.txt']) {
      expect([path, (await hstsOf(server.baseURL, path)).hsts]).toEqual([path, 'max-age=86400; includeSubDomains']);
    }
  } finally {
    await server.stop();
  }
});

test('behind a trusted proxy, HSTS follows its X-Forwarded-Proto, also for pages from the cache', async () => {
  test.setTimeout(90_000);
  const server = await startServer({ HOST: '127.0.0.1', TRUST_PROXY: '1' });
  try {
    const [row] = await queryDatabase<{ id: string }>('SELECT source_id::text AS id FROM journals ORDER BY random() LIMIT 1');
    const path = `/en/journal/${row!.id}`;
    // The first answer renders and stores the page, over HTTPS: HSTS with the default 180 days.
    expect(await hstsOf(server.baseURL, path, { 'x-forwarded-proto': 'https' })).toEqual({ hsts: 'max-age=15552000', cache: 'miss' });
    // The same page from the cache over plain HTTP: the header was not stored with it.
    expect(await hstsOf(server.baseURL, path, { 'x-forwarded-proto': 'http' })).toEqual({ hsts: undefined, cache: 'hit' });
    expect(await hstsOf(server.baseURL, path, { 'x-forwarded-proto': 'https' })).toEqual({ hsts: 'max-age=15552000', cache: 'hit' });
    // A client's forged value before the proxy's own: the proxy's counts.
    expect((await hstsOf(server.baseURL, '/api/health', { 'x-forwarded-proto': 'https, http' })).hsts).toBeUndefined();
    expect((await hstsOf(server.baseURL, '/api/health')).hsts).toBeUndefined();
  } finally {
    await server.stop();
  }
});
