import { expect, test } from '@playwright/test';

const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];

test('a journal page is served again from the page cache with a fresh nonce on the scripts', async ({ request }) => {
  const path = '/en/journal/20315';
  await request.get(path);
  const answers = [await request.get(path), await request.get(path)];
  const nonces = answers.map((answer) => nonceOf(answer.headers()['content-security-policy']));
  for (const [index, answer] of answers.entries()) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-page-cache']).toBe('hit');
    const body = await answer.text();
    expect(body).toContain('Nature Reviews Molecular Cell Biology');
    // Every nonce in the HTML is this answer's own.
    const inBody = new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...inBody]).toEqual([nonces[index]]);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('a page served from the cache works in the browser under its policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.request.get('/id/journal/20315');
  const response = await page.goto('/id/journal/20315');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  await expect(page.getByTestId('visitor-badge')).toHaveText(/Pengunjung situs saat ini: \d+/);
  await page.getByTestId('lang-switch-en').first().click();
  await expect(page).toHaveURL(/\/en\/journal\/20315$/);
  expect(violations).toEqual([]);
});

test('searches and client navigations are never served from the cache', async ({ request }) => {
  const search = await request.get('/id?q=energy');
  expect(search.headers()['x-page-cache']).toBeUndefined();
  const navigation = await request.get('/id/journal/20315', { headers: { rsc: '1' } });
  expect(navigation.headers()['x-page-cache']).toBeUndefined();
});
