import { expect, test } from '@playwright/test';

test('pages carry a nonce-based CSP and the security headers, and run without CSP violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/id');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['x-request-id']).toMatch(/.+/);
  expect(headers['x-robots-tag']).toBeUndefined();

  // Every script Next.js rendered carries this request's nonce, so the page is interactive under the policy; the chunks
  // its loader adds afterwards (a dialog's code, the live count's client once the page is idle) are trusted through
  // 'strict-dynamic', which the check for violations below covers.
  const renderedScripts = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(renderedScripts.length).toBeGreaterThan(0);
  expect(renderedScripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  await expect(page.getByTestId('visitor-badge')).toHaveText(/Pengunjung situs saat ini: \d+/);
  expect(violations).toEqual([]);

  // A new request gets a new nonce.
  const again = await page.request.get('/id');
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);
});

test('API answers carry the strict policy and the one error shape', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
  expect(health.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(health.headers()['x-content-type-options']).toBe('nosniff');
  expect(health.headers()['x-powered-by']).toBeUndefined();
  expect(health.headers()['x-robots-tag']).toBe('noindex, nofollow');

  const unknown = await request.get('/api/no/such/route');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ message: 'notFound', code: 'not_found' });

  const locales = await request.get('/locales/en/translation.json');
  expect(locales.status()).toBe(200);
  expect(await locales.json()).toHaveProperty('NotFound');
  const unknownLocale = await request.get('/locales/xx/translation.json');
  expect(unknownLocale.status()).toBe(404);
  expect(await unknownLocale.json()).toMatchObject({ code: 'not_found' });
});

test('the hidden admin path is kept out of search indexes by header', async ({ request }) => {
  const admin = await request.get('/masuk404/login', { maxRedirects: 0 });
  expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');
});
