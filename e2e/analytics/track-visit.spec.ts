import { expect, type Page, test } from '@playwright/test';
import { queryDatabase } from '../support/server-database';

interface VisitRow {
  page: string;
  searchKeyword: string | null;
  deviceType: string;
  browser: string;
}

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** The page's tracking id, once its scripts have run (page.goto resolves at load, possibly before hydration). */
async function sessionIdOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => sessionStorage.getItem('sessionId') ?? '');
  await expect.poll(read).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  return read();
}

async function visitsOf(sessionId: string): Promise<VisitRow[]> {
  return queryDatabase<VisitRow>(
    'SELECT page, search_keyword AS "searchKeyword", device_type AS "deviceType", browser FROM visits WHERE session_id = $1 ORDER BY id',
    [sessionId],
  );
}

test('a page view is recorded with its page, keyword, device and browser', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: iphone, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto('/id?q=machine+learning');
  const sessionId = await sessionIdOf(page);

  await expect
    .poll(() => visitsOf(sessionId))
    .toEqual([{ page: '/id?q=machine+learning', searchKeyword: 'machine learning', deviceType: 'mobile', browser: 'Mobile Safari' }]);
  await context.close();
});

test('a desktop visit is recorded as desktop with its browser, and navigation records each page', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: firefox });
  const page = await context.newPage();
  await page.goto('/en/about');
  const sessionId = await sessionIdOf(page);
  await expect.poll(async () => (await visitsOf(sessionId)).length).toBe(1);

  await page.getByTestId('lang-switch-id').first().click();
  await expect(page).toHaveURL(/\/id\/about$/);
  await expect
    .poll(() => visitsOf(sessionId))
    .toEqual([
      { page: '/en/about', searchKeyword: null, deviceType: 'desktop', browser: 'Firefox' },
      { page: '/id/about', searchKeyword: null, deviceType: 'desktop', browser: 'Firefox' },
    ]);
  await context.close();
});

test('the tracking call validates its input and ignores admin paths', async ({ request }) => {
  const bad = await request.post('/api/analytics/track-visit', { data: { page: 'no-slash', sessionId: 'x' } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: 'bad_request' });

  const malformed = await request.post('/api/analytics/track-visit', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"page":'),
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ message: 'invalidJson', code: 'bad_request' });

  const sessionId = `admin-${Date.now()}`;
  const admin = await request.post('/api/analytics/track-visit', { data: { page: '/masuk404/dashboard', sessionId } });
  expect(admin.status()).toBe(204);
  expect(await visitsOf(sessionId)).toEqual([]);
});
