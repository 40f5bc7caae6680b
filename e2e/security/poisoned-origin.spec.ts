// Pages that anyone could poison: the public origin in canonical links, hreflang alternates, JSON-LD,
// robots.txt and the sitemaps comes from configuration only, so a forged Host or X-Forwarded-Host cannot reach them,
// nor, through the page cache, the next visitor. The e2e server has no SITE_URL: its origin is http://localhost:PORT.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/server-database';

const attacker = 'attacker.example';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with headers a browser will not let a page set (Host, X-Forwarded-*), sent exactly as given. */
function getWithHeaders(baseURL: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: url.hostname, port: url.port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Every URL in a text that names the attacker's host (short failure messages instead of a whole page). */
function attackerUrls(text: string): string[] {
  return text.match(/[^"'\s<>]*attacker\.example[^"'\s<>]*/g) ?? [];
}

const forgeries: Record<string, Record<string, string>> = {
  Host: { host: attacker },
  'X-Forwarded-Host': { 'x-forwarded-host': attacker, 'x-forwarded-proto': 'https' },
};

/** A journal no other test opens, so that the forged request is the one that renders and stores its page. */
async function unvisitedJournalId(): Promise<string> {
  const [row] = await queryDatabase<{ id: string }>(
    `SELECT source_id::text AS id FROM journals WHERE source_id <> 28773 ORDER BY random() LIMIT 1`,
  );
  return row!.id;
}

for (const [name, headers] of Object.entries(forgeries)) {
  test(`a forged ${name} does not change the journal page the next visitor gets from the cache`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const id = await unvisitedJournalId();
    const path = `/en/journal/${id}`;

    const forged = await getWithHeaders(baseURL!, path, headers);
    expect(forged.status).toBe(200);
    // This request rendered the page and stored it: it is the one that would have poisoned the cache.
    expect(forged.headers['x-page-cache']).toBe('miss');

    const visit = await page.goto(path);
    expect(visit?.headers()['x-page-cache']).toBe('hit');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/journal/${id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute('href', `${origin}/id/journal/${id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/id/journal/${id}`);
    const jsonLd = JSON.parse((await page.locator('[data-testid="journal-json-ld"]').textContent()) ?? '{}') as { url?: string };
    expect(jsonLd.url).toBe(`${origin}/en/journal/${id}`);
    expect(attackerUrls(await page.content())).toEqual([]);
    expect(attackerUrls(forged.body)).toEqual([]);
  });

  test(`a forged ${name} does not change robots.txt, the sitemaps or the home page`, async ({ baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const robots = await getWithHeaders(baseURL!, '/robots.txt', headers);
    expect(robots.status).toBe(200);
    expect(robots.body).toBe(
      `User-agent: *\nDisallow: /api/\nDisallow: /id/invoice/\nDisallow: /en/invoice/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    );

    const index = await getWithHeaders(baseURL!, '/sitemap.xml', headers);
    expect(index.status).toBe(200);
    const locations = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations[0]).toBe(`${origin}/sitemaps/0.xml`);
    expect(locations.every((location) => location.startsWith(`${origin}/sitemaps/`))).toBe(true);

    const pages = await getWithHeaders(baseURL!, '/sitemaps/0.xml', headers);
    expect(pages.status).toBe(200);
    expect(pages.body).toContain(`<loc>${origin}/en/about</loc>`);
    expect(attackerUrls(pages.body)).toEqual([]);

    // Hit or miss, the home page names only the configured origin.
    const home = await getWithHeaders(baseURL!, '/id', headers);
    expect(home.status).toBe(200);
    expect(attackerUrls(home.body)).toEqual([]);
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/id"/>`);
  });
}
