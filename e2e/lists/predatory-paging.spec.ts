import { expect, test } from '@playwright/test';
import { startSignedIn } from '../accounts/account-helpers';

interface PredatoryAnswer {
  data: { name: string }[];
  pagination: { total: number; pages: number };
  initials: { letter: string; page: number }[];
}

const pageHeight = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('the publishers list shows 30 entries a page with a pager, short on a desktop', async ({ page, request }) => {
  const answer = (await (await request.get('/api/bealls/publishers?page=1')).json()) as PredatoryAnswer;
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
  await expect(page).toHaveURL(new RegExp(`/en/publishers\\?page=${answer.pagination.pages}$`));
});

test('"M" shows the names filed under M, marked as current; letter, page and search survive a reload', async ({ page, request }) => {
  // Eight loads and a reload on a shared machine.
  test.slow();
  const answer = (await (await request.get('/api/bealls/publishers?page=1')).json()) as PredatoryAnswer;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/publishers');
  const items = page.getByTestId('predatory-item');
  await expect(items).toHaveCount(30);
  // "M" shows the names filed under M from their first, marked as current, and the address keeps letter and page.
  const mNames = (await (await request.get('/api/bealls/publishers?letter=M&page=1')).json()) as PredatoryAnswer;
  await page.getByTestId('predatory-letter-M').click();
  await expect(page.getByTestId('predatory-letter-M')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('predatory-letter-L')).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
  await expect(items.first()).toContainText(mNames.data[0]!.name);
  for (const name of await page.getByTestId('predatory-link').allTextContents()) expect(name.trim()).toMatch(/^M/i);
  await expect(page).toHaveURL(/\/en\/publishers\?letter=M$/);
  if (mNames.pagination.pages > 1) {
    await page.getByTestId('pager-next').click();
    await expect(page).toHaveURL(/\/en\/publishers\?letter=M&page=2$/);
    const mSecond = (await (await request.get('/api/bealls/publishers?letter=M&page=2')).json()) as PredatoryAnswer;
    await page.reload();
    await expect(page.getByTestId('predatory-letter-M')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('pager-page-2')).toHaveAttribute('aria-current', 'page');
    await expect(items.first()).toContainText(mSecond.data[0]!.name);
  }
  await page.getByTestId('predatory-letter-all').click();
  await expect(page).toHaveURL(/\/en\/publishers$/);
  await expect(items.first()).toContainText(answer.data[0]!.name);

  // A new search starts at page 1, and the jump offers only the letters its matches start with.
  await page.getByTestId('list-search').fill('press');
  await expect(page.getByTestId('pager-page-1')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/en\/publishers\?q=press$/);
  await page.reload();
  await expect(page.getByTestId('list-search')).toHaveValue('press');
  const pressed = (await (await request.get('/api/bealls/publishers?q=press&page=1')).json()) as PredatoryAnswer;
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

test('searching the standalone journals by ISSN, with or without its hyphen, finds the entries tied to that journal', async ({ page, request }) => {
  await startSignedIn(page, request);
  for (const issn of ['2076-0825', '20760825']) {
    await page.goto(`/en/standalone-journals?q=${issn}`);
    await expect(page.getByTestId('list-search')).toHaveValue(issn);
    // MDPI's Actuators (ISSN 2076-0825) is named by predatoryjournals.org with a link on mdpi.com.
    await expect(page.getByTestId('predatory-issn')).toContainText('ISSN 2076-0825 is Actuators');
    await expect(page.getByTestId('predatory-link').filter({ hasText: /^Actuators/ })).toHaveCount(1);
  }
  // Typed into the box, it is kept in the address.
  await page.goto('/en/standalone-journals');
  await page.getByTestId('list-search').fill('2076-0825');
  await expect(page).toHaveURL(/\?q=2076-0825$/);
  await expect(page.getByTestId('predatory-link').filter({ hasText: /^Actuators/ })).toHaveCount(1);
});
