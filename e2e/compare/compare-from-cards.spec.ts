import { expect, test } from '@playwright/test';
import { COMPARE_STORAGE_KEY } from '../../components/compare/compare-selection';
import { chooseForComparison, compareRows } from './compare-helpers';

test('three journals chosen on the cards are compared side by side, the highest SJR marked', async ({ page, context, request }) => {
  await page.goto('/id');
  const cards = page.getByTestId('journal-card');
  await expect(cards.nth(3)).toBeVisible();
  const chosen: { id: string; name: string }[] = [];
  for (const index of [0, 2, 3]) {
    const card = cards.nth(index);
    chosen.push({
      id: (await card.getAttribute('data-source-id')) ?? '',
      name: (await card.getByTestId('journal-card-name').textContent())?.trim() ?? '',
    });
    await chooseForComparison(card);
  }
  const tray = page.getByTestId('compare-tray');
  await expect(tray.getByTestId('compare-tray-link')).toHaveText('Bandingkan (3)');

  // Another tab shares the choice.
  const other = await context.newPage();
  await other.goto('/id');
  await expect(other.getByTestId('compare-tray-link')).toHaveText('Bandingkan (3)');
  await other.close();

  await tray.getByTestId('compare-tray-link').click();
  await expect(page).toHaveURL(new RegExp(`/id/compare\\?ids=${chosen.map((journal) => journal.id).join(',')}$`));
  const table = page.getByTestId('compare-table');
  await expect(table).toBeVisible();
  await expect(table.getByTestId('compare-journal-name')).toHaveText(chosen.map((journal) => journal.name));
  for (const row of compareRows) {
    await expect(table.getByTestId(`compare-row-${row}`).locator('td')).toHaveCount(3);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The mark sits on the journal with the highest SJR, as the API gives the figures.
  const sjr = await Promise.all(
    chosen.map(async ({ id }) => ((await (await request.get(`/api/journal/${id}`)).json()) as { SJR: number }).SJR),
  );
  const highest = chosen[sjr.indexOf(Math.max(...sjr))]!.id;
  const marked = table.getByTestId('compare-row-sjr').locator('td[data-best="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute('data-source-id', highest);
  await expect(marked.getByTestId('compare-best')).toHaveText('★Terbaik');
});

test('a fifth journal is refused with a message, and the tray says the limit', async ({ page }) => {
  // Four journals that are not on the first page of the catalogue, chosen through a shared link.
  await page.goto('/en/compare?ids=100147335,19434,12977,4000151810');
  await expect(page.getByTestId('compare-card')).toHaveCount(4);
  // The page makes its journals the browser's selection once hydrated: wait for that before leaving it.
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]').length, COMPARE_STORAGE_KEY))
    .toBe(4);
  await page.goto('/en');
  await expect(page.getByTestId('compare-tray-link')).toHaveText('Compare (4)');
  await expect(page.getByTestId('compare-tray-full')).toHaveText('max. 4');

  const fifth = page.getByTestId('journal-card').first().getByTestId('compare-toggle');
  await expect(fifth).toBeEnabled();
  await fifth.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'You can compare at most 4 journals. Remove one first.' })).toBeVisible();
  await expect(fifth).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('compare-tray-link')).toHaveText('Compare (4)');

  // Clearing the choice makes room again.
  await page.getByTestId('compare-tray-clear').click();
  await expect(page.getByTestId('compare-tray')).toHaveCount(0);
  await fifth.click();
  await expect(fifth).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('compare-tray-need-more')).toContainText('Compare (1)');
});
