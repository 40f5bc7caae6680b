// The compare feature as a visitor sees it: the rows every comparison shows, and choosing journals on cards.
import { expect, type Locator } from '@playwright/test';

/** Every row of the comparison, in order: the table's rows and each phone card's. */
export const compareRows = [
  'quartile',
  'sjr',
  'hIndex',
  'apc',
  'reviewTime',
  'acceptanceRate',
  'openAccess',
  'categories',
  'country',
  'publisher',
] as const;

/** Clicks a card's "Bandingkan" once its script runs, and waits until the card says it is chosen. */
export async function chooseForComparison(card: Locator): Promise<void> {
  const toggle = card.getByTestId('compare-toggle');
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}
