// DOAJ's open-access facts where journals are chosen (cards, journal pages, SINTA pages, the comparison), the filters
// they give, the prices said honestly (no estimate for proceedings or Indonesian journals, "no charge" for diamond,
// the estimate's basis in words), and a list sorted by review time with the journals lacking it last, saying how many
// have it. Real catalogue, DOAJ list of 2025-02-09.
import { expect, test } from '@playwright/test';
import { phone } from '../ui/page-geometry';
import { openCatalogue, resultCount } from '../home/catalogue-helpers';

// A journal page's first render waits for the database under a loaded machine: room beyond the default 30 s.
test.describe.configure({ timeout: 120_000 });

interface ListAnswer {
  data: { Sourceid: string; reviewTime: unknown }[];
  pagination: { total: number };
  sortCoverage?: { sort: string; withValue: number; total: number };
}

test('sorted by review time, journals without it come last both ways, and the answer says how many have it', async ({ request }) => {
  // Four journals have "psychophysiology" in their title; one has a published review time.
  for (const order of ['asc', 'desc']) {
    const answer = (await (
      await request.get(`/api/journal/search?q=psychophysiology&sort=reviewTime&order=${order}&limit=4`)
    ).json()) as ListAnswer;
    expect(answer.pagination.total).toBe(4);
    expect(answer.data.map((journal) => journal.reviewTime !== null)).toEqual([true, false, false, false]);
    expect(answer.sortCoverage).toEqual({ sort: 'reviewTime', withValue: 1, total: 4 });
  }
  const whole = (await (await request.get('/api/journal?sort=reviewTime&order=asc')).json()) as ListAnswer;
  expect(whole.sortCoverage).toEqual({ sort: 'reviewTime', withValue: 1_414, total: 32_193 });
  expect(whole.data.every((journal) => journal.reviewTime !== null)).toBe(true);
});

test('the list sorted by fastest review says how many have a review time, and the others show N/A after them', async ({ page }) => {
  await openCatalogue(page, '/en?sort=reviewTime&order=asc');
  await expect(page.getByTestId('results-sort-coverage')).toHaveText(
    '1,414 of 32,193 journals have a review time; the others come last',
  );
  await openCatalogue(page, '/id?q=psychophysiology&sort=reviewTime&order=desc');
  await expect(page.getByTestId('results-sort-coverage')).toHaveText(
    '1 dari 4 jurnal memiliki lama review; yang lain di akhir daftar',
  );
  const times = page.getByTestId('journal-card-review-time');
  await expect(times.first()).toContainText('keputusan pertama');
});

test("CVPR's proceedings and an Indonesian journal show no estimate: charge unknown", async ({ page }) => {
  await page.goto('/en/journal/24212');
  await expect(page.getByTestId('journal-apc-price')).toHaveText('charge unknown');
  await expect(page.getByTestId('journal-apc')).not.toContainText('≈');

  await page.goto('/id/journal/21100888509');
  await expect(page.getByTestId('journal-title')).toHaveText('Cakrawala Pendidikan');
  await expect(page.getByTestId('journal-apc-price')).toHaveText('biaya tidak diketahui');
  await expect(page.getByTestId('journal-apc')).not.toContainText('≈');
  const doaj = page.getByTestId('journal-doaj');
  await expect(doaj.getByTestId('doaj-link')).toHaveText('Terdaftar di DOAJ');
  await expect(doaj.getByTestId('doaj-link')).toHaveAttribute('href', 'https://doaj.org/toc/2442-8620');
  await expect(doaj.getByTestId('doaj-details')).toHaveText(' · Lisensi CC BY-SA · Naskah: Indonesian, English · Memungut APC');
  await expect(doaj).toContainText('DOAJ, 2025-02');
});

test('an estimate says it is estimated from SJR 2024 data, in words, and a diamond journal says no charge', async ({ page }) => {
  await openCatalogue(page, `/en?q=${encodeURIComponent('Ca-A Cancer Journal for Clinicians')}`);
  const card = page.locator('[data-testid="journal-card"][data-source-id="28773"]');
  await expect(card.getByTestId('journal-card-cost')).toHaveText('≈ USD 7,653 · estimated from SJR 2024 data');
  await openCatalogue(page, `/id?q=${encodeURIComponent('Ca-A Cancer Journal for Clinicians')}`);
  await expect(card.getByTestId('journal-card-cost')).toHaveText('≈ USD 7.653 · diperkirakan dari data SJR 2024');

  // Journal of Health Monitoring: DOAJ says no APC and gives it the Seal.
  await page.goto('/en/journal/21101329141');
  await expect(page.getByTestId('journal-apc-price')).toHaveText('no charge');
  await expect(page.getByTestId('journal-apc-origin')).toContainText('DOAJ, 2025-02');
  await expect(page.getByTestId('journal-doaj').getByTestId('doaj-seal')).toHaveText('DOAJ Seal');
});

test('the DOAJ filters narrow the catalogue from the address and the panel, and every card shows its DOAJ facts', async ({ page }) => {
  await openCatalogue(page, '/en');
  const count = page.getByTestId('results-count');
  const all = resultCount((await count.textContent()) ?? '');
  await page.getByTestId('filter-toggle').click();
  await page.getByTestId('filter-inDoaj').selectOption('yes');
  await expect(page).toHaveURL(/\?inDoaj=yes$/);
  await expect(count).toHaveText('8,871 journals');
  await page.getByTestId('filter-language').selectOption('id');
  await expect(page).toHaveURL(/\?language=id&inDoaj=yes$/);
  await expect.poll(async () => resultCount((await count.textContent()) ?? '')).toBeLessThan(8_871);
  for (const facts of await page.getByTestId('journal-card-doaj').allTextContents()) {
    expect(facts).toMatch(/^In DOAJ.* · Manuscripts in .*Indonesian.* · DOAJ, 2025-02$/);
  }
  expect(all).toBe(32_193);

  await openCatalogue(page, '/en?noApc=yes');
  await expect.poll(async () => resultCount((await count.textContent()) ?? '')).toBeGreaterThan(4_000);
  for (const cost of await page.getByTestId('journal-card-cost').allTextContents()) expect(cost).toMatch(/^(no charge|USD 0)\b/);
});

test('a SINTA journal page and the comparison show the DOAJ entry, or that DOAJ does not list the journal', async ({ page }) => {
  await page.goto('/id/sinta/703');
  await expect(page.getByTestId('sinta-journal-doaj').getByTestId('doaj-link')).toHaveAttribute(
    'href',
    'https://doaj.org/toc/2442-8620',
  );
  await page.goto('/en/compare?ids=21100888509,24212');
  const row = page.getByTestId('compare-row-doaj');
  await expect(row).toContainText('In DOAJ');
  await expect(row).toContainText('Not in DOAJ');
  await expect(page.getByTestId('compare-row-apc')).toContainText('charge unknown');
});

test('on a 375 px phone a card with its DOAJ facts fits the screen, and the footer names DOAJ with its licence', async ({ page }) => {
  await page.setViewportSize(phone);
  await openCatalogue(page, '/id?inDoaj=yes');
  await expect(page.getByTestId('journal-card-doaj').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expect(page.getByTestId('footer-data-sources')).toContainText('DOAJ (CC BY-SA 4.0)');
  await page.goto('/en/about');
  await expect(page.getByTestId('data-source-doaj')).toContainText('CC BY-SA 4.0');
});
