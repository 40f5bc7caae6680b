// The compare page draws the compared journals' SJR by year together, once the chart scrolls into view, with the same
// figures as a table: a row per year, a column per journal.
import { expect, test } from '@playwright/test';
import { recordLoadedScripts } from '../support/loaded-scripts';

const chartJsMarker = 'Canvas is already in use';

test("the compared journals' SJR lines are drawn together, and tabled by year", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const loadedScripts = recordLoadedScripts(page);
  await page.goto('/en/compare?ids=28773,21206');
  const frame = page.getByTestId('compare-history-chart');
  await expect(frame).toHaveAttribute('data-chart-state', 'observing');
  await expect(frame).not.toBeInViewport();
  expect((await loadedScripts()).some((script) => script.text.includes(chartJsMarker))).toBe(false);

  await frame.scrollIntoViewIfNeeded();
  const canvas = page.getByTestId('compare-history-canvas');
  await expect(canvas).toBeVisible();
  await expect.poll(async () => (await loadedScripts()).some((script) => script.text.includes(chartJsMarker))).toBe(true);
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const node = element as HTMLCanvasElement;
        const pixels = node.getContext('2d')!.getImageData(0, 0, node.width, node.height).data;
        return pixels.some((value, at) => at % 4 === 3 && value > 0);
      }),
    )
    .toBe(true);

  const section = page.getByTestId('compare-history');
  await expect(section).toContainText('SCImago Journal & Country Rank');
  await section.getByTestId('compare-history-details').locator('summary').click();
  const table = section.getByTestId('compare-history-table');
  await expect(table.locator('thead th')).toHaveText(['Year', 'SJR: Ca-A Cancer Journal for Clinicians', 'SJR: Nature']);
  await expect(table.getByTestId('compare-history-row')).toHaveCount(27);
  await expect(table.locator('tr[data-year="1999"] td')).toHaveText(['7.084', '15.599']);
  await expect(table.locator('tr[data-year="2023"] td')).toHaveText(['No data', 'No data']);
  await expect(table.locator('tr[data-year="2025"] td')).toHaveText(['104.065', '19.713']);
});
