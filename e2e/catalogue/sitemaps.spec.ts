import { expect, test } from '@playwright/test';

test('robots.txt closes the API and invoice pages, names the sitemap index and not the admin area', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/id\/invoice\/$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(text).not.toContain('masuk404');
});

test('the sitemap index lists child sitemaps that hold every journal page in both languages', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('public, max-age=3600');
  const locations = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  // The static pages' sitemap and, for 32,193 journals at 5,000 a sitemap, seven journal sitemaps.
  expect(locations).toEqual(Array.from({ length: 8 }, (_, index) => `/sitemaps/${index}.xml`));

  const pages = await (await request.get('/sitemaps/0.xml')).text();
  expect(pages).toMatch(/<loc>[^<]+\/en\/about<\/loc>/);
  expect(pages).not.toContain('masuk404');

  const journals = await request.get('/sitemaps/1.xml');
  expect(journals.headers()['content-type']).toContain('application/xml');
  const xml = await journals.text();
  expect(xml.match(/<url>/g)).toHaveLength(10_000);
  expect(xml).toMatch(/<loc>[^<]+\/id\/journal\/28773<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><xhtml:link rel="alternate" hreflang="id" href="[^"]+\/id\/journal\/28773"\/><xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/journal\/28773"\/>/);

  expect((await request.get('/sitemaps/8.xml')).status()).toBe(404);
});
