// Lists too wide for a phone are cards below 768 px, so that no column is out of sight: the new titles (six columns)
// and the admin's users (seven, the Edit and Delete actions last). From 768 px they stay tables.
import { expect, test } from '@playwright/test';
import { registerUser, startSignedInAdmin } from '../admin/admin-helpers';
import { phone } from './page-geometry';

const noSidewaysScroll = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test('the new titles are cards on a phone, each with all its facts, and a table from 768 px', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/id/new-scopus');
  const cards = page.getByTestId('new-scopus-card');
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('new-scopus-table')).toBeHidden();
  const card = cards.first();
  for (const part of ['new-scopus-card-name', 'new-scopus-card-issn', 'new-scopus-card-eissn', 'new-scopus-card-date']) {
    await expect(card.getByTestId(part)).toBeVisible();
  }
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);

  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page.getByTestId('new-scopus-table')).toBeVisible();
  await expect(page.getByTestId('new-scopus-cards')).toBeHidden();
});

test("the admin's users are cards on a phone with Edit and Delete in view", async ({ page, request }) => {
  const user = await registerUser(request, 'Kartu Uji');
  await startSignedInAdmin(page, request);
  await page.setViewportSize(phone);
  await page.goto('/masuk404/users');
  await page.getByTestId('users-search-input').fill(user.username);
  await page.getByTestId('users-search-submit').click();
  const card = page.locator(`[data-testid="user-card"][data-username="${user.username}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('users-table')).toBeHidden();
  await expect(card.getByTestId('user-card-job')).toHaveText('Lecturer');
  for (const action of ['user-edit', 'user-delete']) {
    const box = await card.getByTestId(action).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  }
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  await card.getByTestId('user-edit').click();
  await expect(page.getByTestId('user-edit-modal')).toBeVisible();
});
