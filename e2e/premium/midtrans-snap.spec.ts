import { expect, test } from '@playwright/test';
import { startWithToken, uniqueUser } from '../accounts/account-helpers';
import { e2eDatabaseUrl } from '../support/server-database';
import { spawnServer, waitUntilReady } from '../support/spawn-server';
import { startFakeSnap } from './fake-snap';

test('with Midtrans configured, Pay loads snap.js with the client key under the page CSP and calls snap.pay', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const snap = await startFakeSnap();
  const server = await spawnServer({
    DATABASE_URL: e2eDatabaseUrl(),
    // Production on an external database needs its own signing secret; Midtrans replaces the sandbox.
    JWT_SECRET: 'e2e-midtrans-secret-0123456789abcdefghij',
    MIDTRANS_SERVER_KEY: 'SB-Mid-server-e2e',
    MIDTRANS_CLIENT_KEY: 'SB-Mid-client-e2e',
    MIDTRANS_SNAP_BASE_URL: snap.origin,
    MIDTRANS_API_BASE_URL: snap.origin,
    IMPORT_ON_START: 'false',
  });
  try {
    await waitUntilReady(server);
    const home = await request.get(`${server.baseURL}/id`);
    const policy = home.headers()['content-security-policy'] ?? '';
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*${snap.origin.replace(/[.:/]/g, '\\$&')}`));
    }

    const user = uniqueUser();
    expect((await request.post(`${server.baseURL}/api/auth/register`, { data: user })).status()).toBe(201);
    const login = await request.post(`${server.baseURL}/api/auth/login`, { data: { username: user.username, password: user.password } });
    const { token } = (await login.json()) as { token: string };
    const created = await request.post(`${server.baseURL}/api/invoices/create`, {
      data: { planId: '1-month' },
      headers: { 'x-auth-token': token },
    });
    const { orderId } = (await created.json()) as { orderId: string };

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await startWithToken(page, token);
    await page.goto(`${server.baseURL}/id/invoice/${orderId}`);
    await page.getByTestId('invoice-pay').click();

    // The fake popup closes at once: the page must say so, having handed snap.pay the token and snap.js the key.
    await expect.poll(() => alerts).toEqual(['Anda menutup pop-up pembayaran sebelum selesai.']);
    expect(await page.evaluate(() => (window as unknown as { fakeSnapCalls: unknown }).fakeSnapCalls)).toEqual([
      { token: 'fake-snap-token-1', clientKey: 'SB-Mid-client-e2e' },
    ]);
    expect(snap.transactionAuthorizations).toEqual([`Basic ${Buffer.from('SB-Mid-server-e2e:').toString('base64')}`]);
    await expect(page.getByTestId('invoice-status-badge')).toHaveText('Menunggu Pembayaran');
    expect(violations).toEqual([]);
  } finally {
    await server.stop();
    await snap.close();
  }
});
