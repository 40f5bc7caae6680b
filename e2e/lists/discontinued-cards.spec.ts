import { expect, test } from '@playwright/test';

test('the discontinued list is a table on wide screens and cards with a detail dialog below 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/discontinued-journal');
  await expect(page.getByTestId('dis-table')).toBeVisible();
  await expect(page.getByTestId('dis-cards')).toBeHidden();
  // Until Elsevier's list is imported the page says what it shows instead.
  await expect(page.getByTestId('list-source-note')).toContainText('marked discontinued in SJR 2025');

  await page.setViewportSize({ width: 767, height: 900 });
  await expect(page.getByTestId('dis-table')).toBeHidden();
  const card = page.getByTestId('dis-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getByTestId('dis-card-name').textContent())?.trim() ?? '';
  expect(name).not.toBe('');

  const open = card.getByTestId('dis-card-open');
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('dis-detail-issn')).toBeVisible();
  await expect(dialog.getByTestId('dis-detail-reason')).toHaveText('—');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
