// The journal page's SJR history: chart.js and the charts load only once their place scrolls into view (the page's
// first load carries none of it), they draw, and the same figures are a table that lists every year, 2023 as no data.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { recordLoadedScripts } from '../support/loaded-scripts';

const journalPath = '/id/journal/28773';
/** A text only chart.js's own code holds (its error for a canvas used twice), so its chunk is recognised by content. */
const chartJsMarker = 'Canvas is already in use';

// The page streams its similar journals last (held while the server builds its index after a start): wait for what
// each test needs, not for the document's end.
const open = (page: Page) => page.goto(journalPath, { waitUntil: 'commit' });

const hasChartJs = (scripts: { text: string }[]) => scripts.some((script) => script.text.includes(chartJsMarker));

/** Whether the canvas holds any painted pixel. */
const isPainted = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    if (node.width === 0 || node.height === 0) return false;
    const pixels = node.getContext('2d')!.getImageData(0, 0, node.width, node.height).data;
    for (let at = 3; at < pixels.length; at += 4) if (pixels[at]! > 0) return true;
    return false;
  });

async function openScrolledOut(page: Page) {
  const loadedScripts = recordLoadedScripts(page);
  await open(page);
  const frame = page.getByTestId('journal-history-chart');
  // Hydrated and watching its place, which is still below the fold.
  await expect(frame).toHaveAttribute('data-chart-state', 'observing');
  await expect(frame).not.toBeInViewport();
  return { frame, loadedScripts };
}

test('the history chart loads chart.js only when it scrolls into view, then draws SJR and documents by year', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { frame, loadedScripts } = await openScrolledOut(page);
  const before = await loadedScripts();
  expect(before.length).toBeGreaterThan(0);
  expect(hasChartJs(before)).toBe(false);
  await expect(page.getByTestId('journal-history-sjr-canvas')).toHaveCount(0);

  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-chart-state', 'seen');
  const sjrCanvas = page.getByTestId('journal-history-sjr-canvas');
  const documentsCanvas = page.getByTestId('journal-history-documents-canvas');
  await expect(sjrCanvas).toBeVisible();
  await expect(documentsCanvas).toBeVisible();
  await expect.poll(async () => hasChartJs(await loadedScripts())).toBe(true);
  await expect.poll(() => isPainted(sjrCanvas)).toBe(true);
  await expect.poll(() => isPainted(documentsCanvas)).toBe(true);
  await expect(page.getByTestId('journal-history-legend')).toContainText('Q1');
  await expect(page.getByTestId('journal-history-missing')).toContainText('2023');
});

test('the same figures are a table of every year, 2023 said to have no data', async ({ page }) => {
  await open(page);
  const history = page.getByTestId('journal-history');
  await expect(history.getByTestId('journal-history-source')).toContainText('SCImago Journal & Country Rank');
  await expect(history.getByTestId('journal-history-source')).toContainText('1999–2025');
  await history.getByTestId('journal-history-details').locator('summary').click();
  const rows = history.getByTestId('journal-history-row');
  await expect(rows).toHaveCount(27);
  await expect(rows.first().locator('th')).toHaveText('1999');
  await expect(rows.last().locator('th')).toHaveText('2025');
  // Indonesian numbers; the H index only where the year's data holds it; 2022 without documents.
  await expect(history.locator('tr[data-year="1999"] td')).toHaveText(['7,084', 'Q1', 'N/A', '32']);
  await expect(history.locator('tr[data-year="2021"] td')).toHaveText(['56,204', 'Q1', '182', '41']);
  await expect(history.locator('tr[data-year="2022"] td')).toHaveText(['86,091', 'Q1', '198', 'N/A']);
  await expect(history.locator('tr[data-year="2023"] td')).toHaveText(['Tidak ada data']);
  await expect(history.locator('tr[data-year="2025"] td')).toHaveText(['104,065', 'Q1', '236', '48']);
  await expect(history.getByRole('table')).toHaveAccessibleName(/SJR, kuartil terbaik, H index dan dokumen per tahun/);
});

test('on a 375 px phone the charts fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { frame } = await openScrolledOut(page);
  await frame.scrollIntoViewIfNeeded();
  for (const testId of ['journal-history-sjr-canvas', 'journal-history-documents-canvas']) {
    const canvas = page.getByTestId(testId);
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThan(100);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
