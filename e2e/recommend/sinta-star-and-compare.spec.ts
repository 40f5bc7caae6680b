// SINTA journals in the recommendations have the favourite star and "Bandingkan" as Scopus ones do: with the SINTA level
// floor alone ("S6 or better", which leaves the Scopus journals out) an Indonesian abstract gets SINTA journals only;
// one is starred (saved by its website, as on the SINTA page), two are compared side by side with their SINTA level.
import { expect, test } from '@playwright/test';
import { financialLiteracyAbstract } from './financial-literacy';
import { recommendFor, startPremium } from './recommend-helpers';

test.setTimeout(120_000);

test('a SINTA recommendation can be starred and compared', async ({ page, request }) => {
  const token = await startPremium(page, request);
  await page.goto('/en');
  await page.getByTestId('filter-toggle').click();
  await page.getByTestId('filter-minSintaLevel').selectOption('6');
  await recommendFor(page, financialLiteracyAbstract);

  const results = page.getByTestId('recommendation-results');
  const cards = results.getByTestId('journal-card');
  await expect(cards.first()).toBeVisible({ timeout: 45_000 });
  await expect(cards.nth(1)).toBeVisible();
  const badges = await cards.getByTestId('quartile-badge').evaluateAll((all) => all.map((badge) => badge.getAttribute('data-quartile')));
  expect(badges.every((level) => /^Sinta [1-6]$/.test(level ?? ''))).toBe(true);

  const first = cards.nth(0);
  const website = (await first.getAttribute('data-source-id')) ?? '';
  expect(website).toMatch(/^https?:\/\//);
  const star = first.getByTestId('favorite-button');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const favorites = await (await request.get('/api/favorite/list', { headers: { 'x-auth-token': token } })).json();
  expect(JSON.stringify(favorites)).toContain(JSON.stringify(website));

  const names: string[] = [];
  for (const card of [cards.nth(0), cards.nth(1)]) {
    names.push((await card.getByTestId('journal-card-name').textContent())?.trim() ?? '');
    const toggle = card.getByTestId('compare-toggle');
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByTestId('compare-tray');
  await expect(tray.getByTestId('compare-tray-link')).toHaveText('Compare (2)');
  await tray.getByTestId('compare-tray-link').click();
  const table = page.getByTestId('compare-table');
  await expect(table.getByTestId('compare-journal-name')).toHaveText(names);
  await expect(table.getByTestId('compare-row-quartile').locator('td').first()).toContainText(badges[0]!);
  await expect(table.getByTestId('compare-row-sjr').locator('td').first()).toHaveText('N/A');
});
