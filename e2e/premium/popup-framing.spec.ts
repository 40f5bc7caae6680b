import { expect, test } from '@playwright/test';

test('only the sandbox payment popup may be framed, and only by the site itself', async ({ request }) => {
  const popup = await request.get('/id/sandbox-pay/no-such-token');
  expect(popup.status()).toBe(200);
  expect(popup.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(popup.headers()['x-frame-options']).toBe('SAMEORIGIN');

  const invoice = await request.get('/id/invoice/JF-20260101-ABCDEFGHJKMNPQRS');
  expect(invoice.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(invoice.headers()['x-frame-options']).toBe('DENY');
});
