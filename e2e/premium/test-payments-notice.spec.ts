// While the payment sandbox takes payments (the e2e server is a local trial: loopback, no SITE_URL, embedded
// database), every page that sells premium says plainly that payments are a test; once the site is public (SITE_URL),
// the sandbox is off and no page says so.
import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { e2eDatabaseUrl } from '../support/server-database';
import { startReadyServer } from '../support/spawn-server';
import { createInvoice } from './billing-helpers';

test('the pricing page says payments are a test, in each language', async ({ page }) => {
  await page.goto('/id/pricing');
  const notice = page.getByTestId('pricing-plans').getByTestId('pricing-test-payments');
  await expect(notice).toContainText('Mode uji: pembayaran tidak sungguhan');
  await expect(notice).toContainText('tidak ada uang berpindah');
  await page.goto('/en/pricing');
  await expect(page.getByTestId('pricing-test-payments')).toContainText('Test mode: payments are not real');
});

test('the plan modal and the invoice page say payments are a test', async ({ page, request }) => {
  const session = await startSignedIn(page, request);
  await page.goto('/en/about');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-upgrade').click();
  await expect(page.getByTestId('plan-modal').getByTestId('plan-modal-test-payments')).toContainText(
    'no money moves, no card is charged',
  );
  await page.keyboard.press('Escape');

  const orderId = await createInvoice(request, session.token, '1-month');
  await page.goto(`/en/invoice/${orderId}`);
  await expect(page.getByTestId('invoice')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('invoice-test-payments')).toContainText('Test mode: payments are not real');
});

/** A production server whose public origin is SITE_URL (on the e2e database: no import, nothing to set up). */
async function startPublicServer(env: Record<string, string> = {}) {
  return startReadyServer({
    HOST: '127.0.0.1',
    SITE_URL: 'https://jurnal-finder.test',
    DATABASE_URL: e2eDatabaseUrl(),
    JWT_SECRET: 'e2e-sandbox-secret-0123456789abcdefghijklmn',
    IMPORT_ON_START: 'false',
    ...env,
  });
}

test('a public site (SITE_URL) has no sandbox: no notice, payments off, and the start log says why', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startPublicServer();
  try {
    expect(server.output()).toContain(
      'Payments are off: the site is public (SITE_URL=https://jurnal-finder.test), so the test sandbox is off.',
    );
    expect(await (await fetch(`${server.baseURL}/api/plans`)).json()).toMatchObject({ testPayments: false });
    await page.goto(`${server.baseURL}/en/pricing`);
    await expect(page.getByTestId('pricing-plans').getByTestId('plan-card-1-month')).toBeVisible();
    await expect(page.getByTestId('pricing-test-payments')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('PAYMENT_SANDBOX=true on a public site: the sandbox runs, the start log says so loudly, and the pages say it is a test', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startPublicServer({ PAYMENT_SANDBOX: 'true' });
  try {
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes('PAYMENT_SANDBOX=true on a public site'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 'error' });
    expect(await (await fetch(`${server.baseURL}/api/plans`)).json()).toMatchObject({ testPayments: true });
    await page.goto(`${server.baseURL}/id/pricing`);
    await expect(page.getByTestId('pricing-test-payments')).toContainText('Mode uji: pembayaran tidak sungguhan');
  } finally {
    await server.stop();
  }
});
