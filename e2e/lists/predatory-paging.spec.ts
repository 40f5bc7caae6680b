import { expect, test } from '@playwright/test';

interface PredatoryAnswer {
  data: { name: string }[];
  pagination: { total: number; pages: number };
  initials: { letter: string; page: number }[];
}

const pageHeight = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('the publishers list shows 30 entries a page with a pager and an A–Z jump, short on a desktop', async ({ page, request }) => {
  const answer = (await (await request.get('/api/bealls/publishers')).json()) as PredatoryAnswer;
  expect(answer.pagination.pages).toBeGreaterThan(10);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/publishers');
  const items = page.getByTestId('predatory-item');
  await expect(items).toHaveCount(30);
  await expect(items.first()).toContainText(answer.data[0]!.name);
  // The whole list made the page 41,614 px tall here.
  expect(await pageHeight(page)).toBeLessThan(4_000);

  await page.getByTestId('pager-next').click();
  await expect(page.getByTestId('pager-page-2')).toHaveAttribute('aria-current', 'page');
  await expect(items).toHaveCount(30);
  const secondPage = (await (await request.get('/api/bealls/publishers?page=2')).json()) as PredatoryAnswer;
  await expect(items.first()).toContainText(secondPage.data[0]!.name);
  await page.getByTestId(`pager-page-${answer.pagination.pages}`).click();
  await expect(page.getByTestId(`pager-page-${answer.pagination.pages}`)).toHaveAttribute('aria-current', 'page');

  // The jump goes to the page where the first name filed under M stands.
  const m = answer.initials.find((initial) => initial.letter === 'M')!;
  await page.getByTestId('predatory-letter-M').click();
  await expect(page.getByTestId(`pager-page-${m.page}`)).toHaveAttribute('aria-current', 'page');
  const names = await page.getByTestId('predatory-item').allTextContents();
  expect(names.some((name) => /^M/i.test(name.trim()))).toBe(true);

  // A new search starts at page 1, and the jump offers only the letters its matches start with.
  await page.getByTestId('list-search').fill('press');
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
  const pressed = (await (await request.get('/api/bealls/publishers?q=press')).json()) as PredatoryAnswer;
  const absent = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').find((letter) => !pressed.initials.some((initial) => initial.letter === letter));
  if (absent) await expect(page.getByTestId(`predatory-letter-${absent}`)).toBeDisabled();
});

test('a page of the publishers list stays short on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/publishers');
  await expect(page.getByTestId('predatory-item')).toHaveCount(30);
  await expect(page.getByTestId('pager')).toBeVisible();
  // The whole list made it 117,756 px tall.
  expect(await pageHeight(page)).toBeLessThan(9_000);
});
