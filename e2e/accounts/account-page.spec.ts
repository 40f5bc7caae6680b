// The account page: reached from the Account menu (desktop) and the mobile menu's account block (a 375 px phone), it
// shows premium until when and the user's invoices, newest first, each with its invoice page and, once paid, its PDF
// receipt; the password change keeps this session, ends the others, and login then takes the new password only.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createInvoice, payInSandbox } from '../premium/billing-helpers';
import { startSignedIn } from './account-helpers';

/** A pending 3-month invoice, then a 1-month one paid in the sandbox: the paid one is the newest. */
async function payingUser(page: Page, request: APIRequestContext) {
  const session = await startSignedIn(page, request);
  const pendingOrder = await createInvoice(request, session.token, '3-months');
  const paidOrder = await createInvoice(request, session.token, '1-month');
  await payInSandbox(request, session.token, paidOrder);
  const profile = await request.get('/api/auth/me', { headers: { 'x-auth-token': session.token } });
  const { premiumExpiresAt } = (await profile.json()) as { premiumExpiresAt: string };
  // The day premium ends, as the page writes it (Jakarta time), without the hour.
  const until = new Intl.DateTimeFormat('id', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(
    new Date(premiumExpiresAt),
  );
  return { ...session, pendingOrder, paidOrder, until };
}

async function expectPremiumAndInvoices(page: Page, paying: Awaited<ReturnType<typeof payingUser>>) {
  await expect(page).toHaveURL(/\/id\/account$/);
  await expect(page.getByTestId('page-title')).toHaveText('Akun Saya');
  await expect(page.getByTestId('account-premium-until')).toContainText(`Premium sampai ${paying.until}`);

  const invoices = page.getByTestId('account-invoice');
  await expect(invoices).toHaveCount(2);
  const paid = invoices.nth(0);
  await expect(paid).toHaveAttribute('data-order-id', paying.paidOrder);
  await expect(paid.getByTestId('invoice-status-badge')).toHaveText('Lunas');
  await expect(paid.getByTestId('account-invoice-plan')).toHaveText('Premium 1 Bulan');
  await expect(paid.getByTestId('account-invoice-amount')).toHaveText('Rp 19.900');
  await expect(paid.getByTestId('account-invoice-date')).toContainText('WIB');
  await expect(paid.getByTestId('account-invoice-link')).toHaveAttribute('href', `/id/invoice/${paying.paidOrder}`);

  const pending = invoices.nth(1);
  await expect(pending).toHaveAttribute('data-order-id', paying.pendingOrder);
  await expect(pending.getByTestId('invoice-status-badge')).toHaveText('Menunggu Pembayaran');
  await expect(pending.getByTestId('account-invoice-amount')).toHaveText('Rp 55.000');
  await expect(pending.getByTestId('account-invoice-receipt')).toHaveCount(0);

  const receipt = paid.getByTestId('account-invoice-receipt');
  await expect(receipt).toBeVisible();
  const downloading = page.waitForEvent('download');
  await receipt.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`kuitansi-${paying.paidOrder}.pdf`);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`(${paying.paidOrder}) Tj`);
}

test('after paying in the sandbox, the Account menu leads to premium until a date and the paid invoice with its receipt', async ({
  page,
  request,
}) => {
  const paying = await payingUser(page, request);
  await page.goto('/id');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-page-link').click();
  await expectPremiumAndInvoices(page, paying);

  await page.getByTestId('account-invoice').first().getByTestId('account-invoice-link').click();
  await expect(page).toHaveURL(new RegExp(`/id/invoice/${paying.paidOrder}$`));
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Lunas');
});

test('on a 375 px phone, the mobile menu leads to the same account page, nothing wider than the screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const paying = await payingUser(page, request);
  await page.goto('/id');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByTestId('mobile-account-link').click();
  await expectPremiumAndInvoices(page, paying);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a free account says so, with no invoices yet; the page is kept out of search indexes', async ({ page, request }) => {
  await startSignedIn(page, request);
  await page.goto('/en/account');
  await expect(page.getByTestId('page-title')).toHaveText('My account');
  await expect(page.getByTestId('account-free')).toContainText('Free');
  await expect(page.getByTestId('account-invoices-empty')).toHaveText('No invoices yet.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('signed out, the account page asks for a login', async ({ page }) => {
  await page.goto('/id/account');
  await expect(page.getByTestId('login-required-alert')).toBeVisible();
});

test('changing the password keeps this session, ends the others, and login then takes only the new password', async ({
  page,
  request,
}) => {
  const { user } = await startSignedIn(page, request);
  // Another device's session, which the change must end.
  const other = await request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  const { token: otherToken } = (await other.json()) as { token: string };
  const newPassword = `${user.password}-baru`;

  await page.goto('/id/account');
  const form = page.getByTestId('password-form');
  await form.getByTestId('password-current').fill('bukan-password-ini');
  await form.getByTestId('password-new').fill(newPassword);
  await form.getByTestId('password-repeat').fill(`${newPassword}x`);
  await form.getByTestId('password-submit').click();
  // Checked in the browser first: nothing is sent while the two new passwords differ.
  await expect(form.getByTestId('password-repeat-error')).toHaveText('Kedua password baru tidak sama.');

  await form.getByTestId('password-repeat').fill(newPassword);
  await form.getByTestId('password-submit').click();
  await expect(form.getByTestId('password-current-error')).toHaveText('Password saat ini salah.');
  await expect(form.getByTestId('auth-failure-message')).toHaveText('Password saat ini salah.');

  await form.getByTestId('password-current').fill(user.password);
  await form.getByTestId('password-submit').click();
  await expect(form.getByTestId('password-changed')).toHaveText('Password berhasil diganti. Perangkat lain sudah keluar.');
  await expect(form.getByTestId('password-current')).toHaveValue('');

  // This session stays signed in, also after a reload; the other device's is over.
  await page.reload();
  await expect(page.getByTestId('account-free')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { 'x-auth-token': otherToken } })).status()).toBe(401);

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-logout').click();
  // Logging out on a guarded page leaves it for the home page, where the login is.
  await expect(page).toHaveURL(/\/id$/);
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('auth-failure-message')).toHaveText('Username atau password salah.');
  await page.getByTestId('login-password').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('auth-modal')).toBeHidden();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});
