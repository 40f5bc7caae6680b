// A site without payments (no Midtrans keys, and the sandbox off because the site is public) does not sell plans: the
// pricing page says they are not on sale yet, in each language, and shows the plans without a button to buy one. The
// e2e server itself is a local trial with the sandbox on, so this runs its own public server on the e2e database.
import { expect, test } from '@playwright/test';
import { startWithToken, uniqueUser } from '../accounts/account-helpers';
import { e2eDatabaseUrl } from '../support/server-database';
import { startReadyServer } from '../support/spawn-server';

test('without payments the pricing page and the plan modal say plans are not on sale and offer no Choose button', async ({ page, request }) => {
  test.setTimeout(90_000);
  const server = await startReadyServer({
    HOST: '127.0.0.1',
    SITE_URL: 'https://jurnal-finder.test',
    DATABASE_URL: e2eDatabaseUrl(),
    JWT_SECRET: 'e2e-sandbox-secret-0123456789abcdefghijklmn',
    IMPORT_ON_START: 'false',
  });
  try {
    expect(await (await fetch(`${server.baseURL}/api/plans`)).json()).toMatchObject({ onSale: false, testPayments: false });

    await page.goto(`${server.baseURL}/id/pricing`);
    const plans = page.getByTestId('pricing-plans');
    await expect(plans.getByTestId('pricing-not-on-sale')).toContainText('Paket belum dijual');
    await expect(plans.getByTestId('plan-card-3-months')).toContainText('Rp 55.000');
    await expect(plans.getByTestId('plan-cards').getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Pilih paket', { exact: true })).toHaveCount(0);

    await page.goto(`${server.baseURL}/en/pricing`);
    await expect(page.getByTestId('pricing-not-on-sale')).toContainText('Plans are not on sale yet');
    await expect(page.getByTestId('plan-card-1-month')).toBeVisible();
    await expect(page.getByTestId('plan-cards').getByRole('button')).toHaveCount(0);

    // A signed-in user's upgrade opens the plan modal: the same notice, the same cards without a button.
    const user = uniqueUser();
    expect((await request.post(`${server.baseURL}/api/auth/register`, { data: user })).status()).toBe(201);
    const login = await request.post(`${server.baseURL}/api/auth/login`, { data: { username: user.username, password: user.password } });
    expect(login.status()).toBe(200);
    await startWithToken(page, ((await login.json()) as { token: string }).token);
    await page.goto(`${server.baseURL}/en/about`);
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-upgrade').click();
    const modal = page.getByTestId('plan-modal');
    await expect(modal.getByTestId('plan-modal-not-on-sale')).toContainText('Plans are not on sale yet');
    await expect(modal.getByTestId('plan-card-6-months')).toBeVisible();
    await expect(modal.getByTestId('plan-cards').getByRole('button')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('with payments (the e2e server: the sandbox) the pricing page sells the plans and says nothing of the kind', async ({ page }) => {
  await page.goto('/id/pricing');
  await expect(page.getByTestId('plan-choose-3-months')).toBeEnabled();
  await expect(page.getByTestId('pricing-not-on-sale')).toHaveCount(0);
});
