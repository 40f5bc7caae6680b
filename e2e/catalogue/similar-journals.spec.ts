import { expect, type Page, test } from '@playwright/test';

// The section streams after the page; on the server's first journal page it waits for the recommendation index to be
// built (seconds, in a worker), and the page's load event waits for the stream.
test.describe.configure({ timeout: 120_000 });

const scopusJournal = { id: '28773', title: 'Ca-A Cancer Journal for Clinicians' };
const sintaJournal = { id: '3831', title: 'Biodik : Jurnal Ilmiah Pendidikan Biologi' };

async function similarLinks(page: Page) {
  const section = page.getByTestId('similar-journals');
  await expect(section).toBeVisible({ timeout: 90_000 });
  const items = section.getByTestId('similar-journal');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(6);
  expect(count).toBeLessThanOrEqual(8);
  return section.getByTestId('similar-journal-link');
}

test('a Scopus journal page lists 6 to 8 similar Scopus journals, each a link to its page', async ({ page }) => {
  await page.goto(`/en/journal/${scopusJournal.id}`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Similar journals' })).toBeVisible({ timeout: 90_000 });
  const links = await similarLinks(page);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^\/en\/journal\/\d+$/);
  expect(hrefs).not.toContain(`/en/journal/${scopusJournal.id}`);
  await expect(page.getByTestId('similar-journal-apc').first()).toContainText(/APC: (charge unknown|no charge|.*\d)/);

  const first = links.first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByTestId('journal-title')).toHaveText(title);
});

test('a SINTA journal page lists 6 to 8 similar journals in Indonesian, and a SINTA one opens its page', async ({ page }) => {
  await page.goto(`/id/sinta/${sintaJournal.id}`, { timeout: 90_000 });
  await expect(page.getByTestId('sinta-journal-title')).toHaveText(sintaJournal.title);
  await expect(page.getByRole('heading', { name: 'Jurnal serupa' })).toBeVisible({ timeout: 90_000 });
  const links = await similarLinks(page);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^\/id\/(sinta|journal)\/\d+$/);
  expect(hrefs).not.toContain(`/id/sinta/${sintaJournal.id}`);

  const sinta = page.locator('[data-testid="similar-journal"][data-type="sinta"]').first().getByTestId('similar-journal-link');
  const href = (await sinta.getAttribute('href')) ?? '';
  const title = (await sinta.textContent()) ?? '';
  await sinta.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('sinta-journal-title')).toHaveText(title);
});

test('a SINTA journal page for an unknown profile number answers 404 with its not-found text', async ({ page }) => {
  const response = await page.goto('/en/sinta/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('sinta-journal-not-found')).toContainText('SINTA Journal Not Found');
});
