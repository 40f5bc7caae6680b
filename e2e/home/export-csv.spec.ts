// "Export CSV" downloads the results on show: the sources' line, the header row in the page's language and the rows,
// the first page's for a visitor without premium (as the note beside it says), every matching row for premium.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { startPremium } from '../recommend/recommend-helpers';
import { openCatalogue, resultCount } from './catalogue-helpers';

/** The file's records (RFC 4180: a quoted field may hold a line break), each as its raw text. */
function csvRecords(text: string): string[] {
  const records: string[] = [];
  let current = '';
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    if (character === '\n' && !isQuoted) {
      records.push(current.replace(/\r$/, ''));
      current = '';
    } else {
      current += character;
    }
  }
  if (current) records.push(current);
  return records;
}

async function exportShown(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByTestId('catalogue-export').click();
  const file = await (await download).path();
  return csvRecords(await readFile(file, 'utf8'));
}

test('a visitor without premium downloads the first page of the results, as the note says', async ({ page }) => {
  await openCatalogue(page, '/id?q=cancer&quartile=Q1');
  await expect(page.getByTestId('catalogue-export-note')).toHaveText('Gratis: 4 jurnal pertama (halaman 1). Premium: semua hasil.');
  const [sources, header, ...rows] = await exportShown(page);
  expect(sources).toMatch(/^"?# Sumber: SCImago Journal & Country Rank/);
  expect(header).toMatch(/^Judul,ISSN,Penerbit,Negara,Kuartil,SJR/);
  expect(rows).toHaveLength(4);
  for (const row of rows) expect(row).toContain(',Q1,');
});

test('a premium user downloads every matching row, with the header in English on /en', async ({ page, request }) => {
  await startPremium(page, request);
  await openCatalogue(page, '/en?q=cancer&quartile=Q1');
  const total = resultCount(await page.getByTestId('results-count').textContent() ?? '');
  expect(total).toBeGreaterThan(4);
  const [, header, ...rows] = await exportShown(page);
  expect(header).toMatch(/^Title,ISSN,Publisher,Country,Quartile,SJR/);
  expect(rows).toHaveLength(total);
});
