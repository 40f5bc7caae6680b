// axe-core on the main pages once their content has arrived: no serious or critical violation (contrast, names,
// roles, …). Each page's counts by impact are kept in the test's annotations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { mainPages, openMainPage } from './main-pages';

for (const main of mainPages) {
  test(`axe finds no serious or critical violation on ${main.path}`, async ({ page, request }) => {
    // The predatory lists hold thousands of links, each of which axe checks.
    test.setTimeout(180_000);
    await openMainPage(page, request, main);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const counts = violations.reduce<Record<string, number>>((byImpact, violation) => {
      const impact = violation.impact ?? 'unknown';
      byImpact[impact] = (byImpact[impact] ?? 0) + violation.nodes.length;
      return byImpact;
    }, {});
    test.info().annotations.push({ type: 'axe', description: JSON.stringify(counts) });
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
