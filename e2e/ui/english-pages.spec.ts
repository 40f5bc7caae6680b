// English pages say in English what the spec fixes in Indonesian for /id: the visitor badge, the login guard, the
// invoice statuses, the favourite toast and the star's title, the SINTA search button. Each page's whole HTML
// (attributes such as the star's title included) is searched for the Indonesian texts; /id keeps them.
import { expect, type Page, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';
import { createInvoice, payInSandbox } from '../premium/billing-helpers';

const indonesian = [
  'Pengunjung situs saat ini',
  'Login Diperlukan',
  'Menunggu Pembayaran',
  'Lunas',
  'Ditambahkan ke favorit!',
  'Tambah ke Favorit',
  'Cari Jurnal SINTA',
];

async function expectNoIndonesian(page: Page): Promise<void> {
  const html = await page.content();
  expect(indonesian.filter((text) => html.includes(text))).toEqual([]);
}

test('signed out: the home page, its live badge and the login guard are in English on /en', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('visitor-badge')).toHaveText(/^Visitors on the site now: \d+$/);
  await expect(page.getByTestId('favorite-button').first()).toHaveAttribute('title', 'Add to Favourites');
  await expectNoIndonesian(page);

  await page.goto('/en/standalone-journals');
  const alert = page.getByTestId('login-required-alert');
  await expect(alert).toContainText('Login Required');
  await expectNoIndonesian(page);

  // The spec's texts stay on /id.
  await page.goto('/id');
  await expect(page.getByTestId('visitor-badge')).toHaveText(/^Pengunjung situs saat ini: \d+$/);
  await expect(page.getByTestId('favorite-button').first()).toHaveAttribute('title', 'Tambah ke Favorit');
});

test('signed in: the favourite toast, the SINTA button and both invoice statuses are in English on /en', async ({ page, request }) => {
  // Five pages, a payment and a reload.
  test.slow();
  const { token } = await startSignedIn(page, request);
  await page.goto('/en');
  // The account menu appears once the page has hydrated and read the session: the star then works.
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await page.getByTestId('favorite-button').first().click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to favourites!' })).toBeVisible();
  await expect(page.getByTestId('favorite-button').first()).toHaveAttribute('title', 'Remove from Favourites');
  await expectNoIndonesian(page);

  await page.goto('/en/sinta');
  await expect(page.getByTestId('sinta-submit')).toHaveText('Search SINTA Journals');
  await expectNoIndonesian(page);

  const orderId = await createInvoice(request, token, '1-month');
  await page.goto(`/en/invoice/${orderId}`);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Awaiting Payment');
  await expectNoIndonesian(page);
  await payInSandbox(request, token, orderId);
  await page.reload();
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Paid');
  await expectNoIndonesian(page);

  await page.goto(`/id/invoice/${orderId}`);
  await expect(page.getByTestId('invoice-status-badge')).toHaveText('Lunas');
});
