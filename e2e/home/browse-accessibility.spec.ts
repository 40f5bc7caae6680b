// axe on the home page with the browsing controls in view: the filter panel open with filters set, the sort and the
// export, on /id and /en: no serious or critical violation (the main pages' test sees the panel closed).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openCatalogue } from './catalogue-helpers';

for (const path of ['/id?q=journal&country=Indonesia&openAccess=yes&maxApc=500&sort=hIndex', '/en?type=book+series&maxReviewDays=60']) {
  test(`axe finds no serious or critical violation with the filters open on ${path}`, async ({ page }) => {
    await openCatalogue(page, path);
    await expect(page.getByTestId('filter-panel')).toHaveAttribute('open', '');
    await expect(page.getByTestId('filter-maxApc')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    test.info().annotations.push({ type: 'axe', description: violations.map((violation) => `${violation.id} (${violation.impact})`).join(', ') || 'none' });
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
