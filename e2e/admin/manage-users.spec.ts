import { expect, test } from '@playwright/test';
import { logInAdmin, registerUser, startSignedInAdmin } from './admin-helpers';

/** YYYY-MM-DD a month from now, as a date input takes it. */
function aMonthFromNow(): string {
  const date = new Date();
  date.setMonth(date.getMonth() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('an admin finds a user and makes them premium with an expiry', async ({ page, request }) => {
  const user = await registerUser(request, 'Premium Uji');
  const { token } = await startSignedInAdmin(page, request);
  await page.goto('/masuk404/users');

  await page.getByTestId('users-search-input').fill(user.username);
  await page.getByTestId('users-search-submit').click();
  await expect(page.getByTestId('users-table-title')).toHaveText('Users (1)');
  await expect(page.getByTestId('users-showing')).toHaveText('Showing 1 to 1 of 1 results');
  const row = page.locator(`[data-testid="user-row"][data-username="${user.username}"]`);
  await expect(row.getByTestId('user-row-status')).toHaveText('Free');

  await row.getByTestId('user-edit').click();
  const modal = page.getByTestId('user-edit-modal');
  await expect(modal.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(modal.getByLabel('Premium Expires At')).toHaveCount(0);
  await modal.getByLabel('Phone').fill('081234567890');
  await modal.getByLabel('Premium', { exact: true }).check();
  await modal.getByLabel('Premium Expires At').fill(aMonthFromNow());
  await modal.getByTestId('user-edit-save').click();
  await expect(modal).toBeHidden();
  await expect(row.getByTestId('user-row-status')).toContainText('Premium');
  await expect(row.getByTestId('user-row-status')).toContainText('Expires:');

  const listed = await request.get(`/api/admin/users?search=${encodeURIComponent(user.username)}`, { headers: { 'x-admin-token': token } });
  const { users } = (await listed.json()) as { users: { isPremium: boolean; premiumExpiresAt: string | null }[] };
  expect(users[0]?.isPremium).toBe(true);
  expect(new Date(users[0]?.premiumExpiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
});

test('an admin deletes a user after confirming, and Cancel keeps them', async ({ page, request }) => {
  const user = await registerUser(request, 'Hapus Uji');
  await startSignedInAdmin(page, request);
  await page.goto('/masuk404/users');

  await page.getByTestId('users-search-input').fill(user.username);
  await page.getByTestId('users-search-submit').click();
  const row = page.locator(`[data-testid="user-row"][data-username="${user.username}"]`);
  await expect(row).toBeVisible();

  const dialog = page.getByTestId('user-delete-dialog');
  await row.getByTestId('user-delete').click();
  await expect(dialog.getByTestId('user-delete-message')).toHaveText(
    `Are you sure you want to delete user "${user.nama}"? This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByTestId('user-delete').click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('users-table-title')).toHaveText('Users (0)');

  const { token } = await logInAdmin(request);
  const listed = await request.get(`/api/admin/users?search=${encodeURIComponent(user.username)}`, { headers: { 'x-admin-token': token } });
  expect(((await listed.json()) as { users: unknown[] }).users).toHaveLength(0);
});
