import { expect, type Page, test } from '@playwright/test';

/** Every call the page makes to `pathname`, let through to the server. */
async function recordCalls(page: Page, pathname: string): Promise<URL[]> {
  const calls: URL[] = [];
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      calls.push(new URL(route.request().url()));
      await route.continue();
    },
  );
  return calls;
}

const lists = [
  { path: '/id/new-scopus', api: '/api/journal/new', row: 'new-scopus-row', card: 'new-scopus-card', cards: 'new-scopus-cards', search: '#new-scopus-search' },
  { path: '/en/discontinued-journal', api: '/api/journal/dis', row: 'dis-row', card: 'dis-card', cards: 'dis-cards', search: '#dis-search' },
];

for (const list of lists) {
  test(`${list.path}: the first page comes with the page, as table and cards, and is not asked for again`, async ({ page, request }) => {
    // Without a browser: the server's HTML holds the first 20 titles, both as table rows and as cards (CSS shows one).
    const html = await (await request.get(list.path)).text();
    expect(html.match(new RegExp(`data-testid="${list.row}"`, 'g'))).toHaveLength(20);
    expect(html.match(new RegExp(`data-testid="${list.card}"`, 'g'))).toHaveLength(20);

    const calls = await recordCalls(page, list.api);
    await page.goto(list.path);
    await expect(page.getByTestId(list.row)).toHaveCount(20);
    // Hydrated: at this width only the table is left.
    await expect(page.getByTestId(list.cards)).toHaveCount(0);
    await page.locator(list.search).fill('journal');
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    // The one call is the search: the served first page was never fetched.
    expect(calls.map((url) => url.searchParams.get('q'))).toEqual(['journal']);
  });
}
