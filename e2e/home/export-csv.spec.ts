// "Export CSV" downloads the results on show, in the page's language as its spreadsheets open a CSV (the line above
// the button says which): the sources' line, the header row and the rows, the first page's for a visitor without
// premium (as the note beside it says), every matching row for premium. The downloaded file is read as a spreadsheet
// reads it (exceljs's CSV reader with the language's separator and number format).
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { readCsvAsSpreadsheet, type SpreadsheetCell } from '../../test-support/read-csv-as-spreadsheet';
import { startPremium } from '../recommend/recommend-helpers';
import { openCatalogue, resultCount } from './catalogue-helpers';

async function exportShown(page: Page, language: 'id' | 'en'): Promise<SpreadsheetCell[][]> {
  const download = page.waitForEvent('download');
  await page.getByTestId('catalogue-export').click();
  const text = await readFile(await (await download).path(), 'utf8');
  return readCsvAsSpreadsheet(text, language, language === 'id' ? ';' : ',');
}

test('a visitor without premium downloads the first page of the results, as the note says, in the Indonesian format', async ({ page }) => {
  await openCatalogue(page, '/id?q=cancer&quartile=Q1');
  await expect(page.getByTestId('catalogue-export-format')).toHaveText(
    'Format: CSV untuk Excel berbahasa Indonesia (pemisah titik koma, desimal koma: 7,947).',
  );
  await expect(page.getByTestId('catalogue-export-note')).toHaveText('Gratis: 4 jurnal pertama (halaman 1). Premium: semua hasil.');
  const [[sources], header, ...rows] = await exportShown(page, 'id');
  expect(sources).toMatch(/^# Sumber: SCImago Journal & Country Rank/);
  expect(header.slice(0, 7)).toEqual(['Judul', 'ISSN', 'Penerbit', 'Negara', 'Kuartil', 'SJR 2025', 'Indeks H']);
  expect(rows).toHaveLength(4);
  for (const row of rows) {
    expect(row[1]).toMatch(/^\d{4}-\d{3}[\dX](, \d{4}-\d{3}[\dX])*$/);
    expect(row[4]).toBe('Q1');
    // A decimal comma read as a decimal: SJR is a number with its fraction, not thousands.
    expect(typeof row[5]).toBe('number');
    expect(row[5] as number).toBeLessThan(1_000);
  }
});

test('a premium user downloads every matching row, in the English format on /en', async ({ page, request }) => {
  await startPremium(page, request);
  await openCatalogue(page, '/en?q=cancer&quartile=Q1');
  await expect(page.getByTestId('catalogue-export-format')).toHaveText(
    'Format: CSV for English spreadsheets (comma-separated, decimal point: 7.947).',
  );
  const total = resultCount(await page.getByTestId('results-count').textContent() ?? '');
  expect(total).toBeGreaterThan(4);
  const [, header, ...rows] = await exportShown(page, 'en');
  expect(header.slice(0, 7)).toEqual(['Title', 'ISSN', 'Publisher', 'Country', 'Quartile', 'SJR 2025', 'H index']);
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => typeof row[5] === 'number' && typeof row[1] === 'string')).toBe(true);
});
