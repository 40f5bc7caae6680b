import { chromium, expect, type Page, test } from '@playwright/test';

// Both tests read the server's one count: one at a time.
test.describe.configure({ mode: 'serial' });

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('visitor-badge');
  await expect(badge).toHaveText(/(Pengunjung situs saat ini|Visitors on the site now): \d+/);
  return Number((await badge.textContent())?.match(/(\d+)/)?.[1]);
}

test('the live badge rises when a second browser opens the site and falls when it closes', async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto('/id');
  const before = await badgeCount(firstPage);
  expect(before).toBeGreaterThanOrEqual(1);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto('/en/about');
  const badge = firstPage.getByTestId('visitor-badge');
  await expect(badge).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);
  await expect(secondPage.getByTestId('visitor-badge')).toHaveText(`Visitors on the site now: ${before + 1}`);

  // A second tab of the same browser session is the same visitor.
  const secondTab = await second.newPage();
  await secondTab.goto('/id/pricing');
  await expect(secondTab.getByTestId('visitor-badge')).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);

  await second.close();
  await expect(badge).toHaveText(`Pengunjung situs saat ini: ${before}`);
  await first.close();
});

// Playwright turns the back/forward cache off by default: this browser keeps it, as a visitor's does.
test('a page left for another site leaves the live count, and comes back from the back/forward cache counted again', async ({
  baseURL,
}, testInfo) => {
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const watcher = await (await browser.newContext({ baseURL })).newPage();
    await watcher.goto('/id');
    const before = await badgeCount(watcher);

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto('/id');
    await expect(watcher.getByTestId('visitor-badge')).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);
    // Survives only if the page itself is kept: a page loaded anew has no such mark.
    await visitor.evaluate(() => Object.assign(window, { keptMark: 'kept' }));

    // Leaving closes the page's connection (pagehide), so the others' count falls at once.
    await visitor.goto('about:blank');
    await expect(watcher.getByTestId('visitor-badge')).toHaveText(`Pengunjung situs saat ini: ${before}`);

    // A page restored from that cache fires no load event: waiting for the navigation's commit is all there is.
    await visitor.goBack({ waitUntil: 'commit' });
    expect(await visitor.evaluate(() => (window as { keptMark?: string }).keptMark)).toBe('kept');
    await expect(visitor.getByTestId('visitor-badge')).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);
    await expect(watcher.getByTestId('visitor-badge')).toHaveText(`Pengunjung situs saat ini: ${before + 1}`);
  } finally {
    await browser.close();
  }
});

test('the live count connects only once the page is idle', async ({ browser }) => {
  const context = await browser.newContext();
  // The page is never idle until the test says so: idle callbacks are held, then run on release.
  await context.addInitScript(() => {
    const held = new Map<number, IdleRequestCallback>();
    let lastHandle = 0;
    window.requestIdleCallback = (run) => {
      held.set(++lastHandle, run);
      return lastHandle;
    };
    window.cancelIdleCallback = (handle) => void held.delete(handle);
    Object.assign(window, {
      releaseIdle: () => {
        const waiting = [...held.values()];
        held.clear();
        for (const run of waiting) run({ didTimeout: false, timeRemaining: () => 50 });
      },
    });
  });
  const page = await context.newPage();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/id');
  // Hydrated, its chunks loaded and the network quiet: a connection opened before idle would be open by now.
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  await expect(page.getByTestId('visitor-badge')).not.toHaveText(/\d/);

  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  expect(await badgeCount(page)).toBeGreaterThanOrEqual(1);
  expect(sockets.filter((url) => new URL(url).pathname.startsWith('/socket.io/'))).toHaveLength(1);
  await context.close();
});
