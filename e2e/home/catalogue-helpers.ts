// What the home page's catalogue shows, read as a visitor reads it, and the SJR behind each card from the journal's
// own page data (the cards do not print SJR), for the sort and filter tests.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export async function shownSourceIds(page: Page): Promise<string[]> {
  return page.getByTestId('journal-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-source-id') ?? ''));
}

/** The SJR of each card on show, in the order shown (null where SJR has none). */
export async function shownSjr(page: Page, request: APIRequestContext): Promise<(number | null)[]> {
  return Promise.all(
    (await shownSourceIds(page)).map(async (id) => ((await (await request.get(`/api/journal/${id}`)).json()) as { SJR: number | null }).SJR),
  );
}

/** "Indonesia (1.234)" → 1234, the count of a facet option in either language's grouping. */
export function optionCount(label: string): number {
  const match = /\(([\d.,]+)\)$/.exec(label.trim());
  if (!match) throw new Error(`no count in "${label}"`);
  return Number(match[1].replace(/[.,]/g, ''));
}

/** "1.234 jurnal" / "1,234 journals" → 1234. */
export function resultCount(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/** The option of a dropdown whose label starts with `name`, e.g. the Indonesia of the country filter. */
export function optionLabelled(page: Page, selectTestId: string, name: string) {
  return page.getByTestId(selectTestId).locator('option').filter({ hasText: new RegExp(`^${name} \\(`) });
}

/** Opens a view of the home page and waits until its script has taken over (the sort is enabled then). */
export async function openCatalogue(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('catalogue-sort')).toBeEnabled();
}
