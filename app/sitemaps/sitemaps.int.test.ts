// robots.txt and the sitemaps as crawlers read them: the API and invoice pages closed, the admin area unnamed, and
// every sitemap entry dated by the catalogue's latest import (a journal imported "later" than any other moves it).
import { deleteTestJournals, insertTestJournals } from '@/test-support/journal-test-data';
import { GET as getRobots } from '../robots.txt/route';
import { GET as getIndex } from '../sitemap.xml/route';
import { GET as getChild } from './[n]/route';

// The languages as lib/i18n/routing.ts declares them (next-intl's routing module is ESM, which Jest does not load).
jest.mock('../../lib/i18n/routing', () => ({ locales: ['id', 'en'], defaultLocale: 'id' }));

const latestImport = new Date('2099-01-02T03:04:05.678Z');
let ids: bigint[] = [];

beforeAll(async () => {
  ids = await insertTestJournals([{ sourceId: 990_771_001n, title: 'Sitemap Lastmod Journal', importedAt: latestImport }]);
});
afterAll(async () => {
  await deleteTestJournals(ids);
});

const child = (n: string) => getChild(new Request(`http://localhost/sitemaps/${n}`), { params: Promise.resolve({ n }) });

test('robots.txt disallows the API and the invoice pages and never names the admin area', async () => {
  const text = await (await getRobots()).text();
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/id\/invoice\/$/m);
  expect(text).toMatch(/^Disallow: \/en\/invoice\/$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(text).not.toContain('masuk404');
});

test('the index and every child sitemap date each entry by the catalogue import', async () => {
  const lastmod = '<lastmod>2099-01-02T03:04:05Z</lastmod>';
  const index = await (await getIndex()).text();
  const children = index.match(/<sitemap>.*?<\/sitemap>/g) ?? [];
  expect(children.length).toBeGreaterThanOrEqual(2);
  for (const entry of children) expect(entry).toContain(lastmod);

  for (const n of ['0.xml', '1.xml']) {
    const urls = (await (await child(n)).text()).match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(new RegExp(`^<url><loc>[^<]+</loc>${lastmod}<xhtml:link`));
  }
});
