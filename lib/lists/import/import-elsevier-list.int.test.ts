// Elsevier's spreadsheets (operator imports) on a scratch database holding the SJR stand-ins: a good file replaces
// them in one transaction and ties rows to catalogue journals by ISSN; re-running changes nothing; a malformed file is
// refused with its line and changes nothing. Fixtures are written here, small, as Elsevier's headers name them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as ExcelJS from 'exceljs';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../../test-support/scratch-database';
import { importScopusAccepted, importScopusDiscontinued } from './import-elsevier-list';
import { importReferenceLists } from './import-lists';

jest.setTimeout(180_000);
const dataDir = path.join(process.cwd(), 'data');
let scratch: ScratchDatabase;
let folder: string;

const query = <T,>(sql: string, values: unknown[] = []) => queryRows<T>(scratch.url, sql, values);

const file = (name: string, content: string) => {
  const target = path.join(folder, name);
  writeFileSync(target, content);
  return target;
};

const snapshot = (table: string) =>
  query(`SELECT origin::text, count(*)::int AS count, max(id) AS last FROM ${table} GROUP BY 1 ORDER BY 1`);

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'jf-elsevier-'));
  scratch = await createMigratedScratchDatabase();
  await importReferenceLists({ databaseUrl: scratch.url, dataDir });
  // Two catalogue journals to tie rows to; a third shares an ISSN with the second, so that ISSN ties to nobody.
  await query(`INSERT INTO journals (source_id, rank, title, type, docs_year, data_year, issns) VALUES
    (990000901, 1, 'Alpha', 'journal', 2025, 2025, ARRAY['00079235']),
    (990000902, 2, 'Beta', 'journal', 2025, 2025, ARRAY['1234567X']),
    (990000903, 3, 'Beta Twin', 'journal', 2025, 2025, ARRAY['1234567X'])`);
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await scratch.drop();
});

describe('importScopusDiscontinued', () => {
  const good = [
    'Title,ISSN,EISSN,Publisher,Reason for discontinuation,Year of discontinuation,Coverage discontinued in Scopus,Notes',
    'Alpha,0007-9235,,Alpha Press,Publication Concerns,2024,"Vol. 12, Issue 3",x',
    'Beta,1234567X,,Beta House,Outlier performance,2025,2023 onwards,',
    'Gamma,,,Gamma Ltd,Publication Concerns,2025,,',
  ].join('\n');

  it('replaces the 132 stand-ins with the file, tied to the catalogue by an ISSN only one journal has', async () => {
    const result = await importScopusDiscontinued({ databaseUrl: scratch.url, file: file('discontinued.csv', good) });
    expect(result).toMatchObject({
      total: 3,
      inserted: 3,
      removed: 0,
      standInsRemoved: 132,
      matched: 1,
      ignoredColumns: ['Notes'],
      coverageNotRead: [3],
      isUnchanged: false,
    });
    expect(
      await query(
        `SELECT source_id::text, title, issn, publisher, reason, year, volume, issue, coverage, origin::text
         FROM discontinued_journals ORDER BY title`,
      ),
    ).toEqual([
      {
        source_id: '990000901',
        title: 'Alpha',
        issn: '00079235',
        publisher: 'Alpha Press',
        reason: 'Publication Concerns',
        year: 2024,
        volume: '12',
        issue: '3',
        coverage: 'Vol. 12, Issue 3',
        origin: 'elsevier',
      },
      expect.objectContaining({ source_id: null, title: 'Beta', volume: null, coverage: '2023 onwards' }),
      expect.objectContaining({ source_id: null, title: 'Gamma', issn: null }),
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await snapshot('discontinued_journals');
    const result = await importScopusDiscontinued({ databaseUrl: scratch.url, file: file('again.csv', good) });
    expect(result).toMatchObject({ isUnchanged: true, inserted: 0, removed: 0, unchanged: 3, standInsRemoved: 0 });
    expect(await snapshot('discontinued_journals')).toEqual(before);
  });

  it.each([
    ['a year that is not one', good.replace(',2025,2023 onwards', ',20x5,2023 onwards'), 'bad.csv line 3: "20x5" is not a year'],
    ['an ISSN that is not one', good.replace('1234567X', '1234-56'), 'bad.csv line 3: "1234-56" is not an ISSN'],
    ['a row without a title', `${good}\n,1234567X,,P,R,2025,,`, 'bad.csv line 5: the title is empty'],
    ['a file without a title column', 'ISSN,Year\n12345678,2025', 'bad.csv line 1: the header has no title column'],
  ])('refuses %s, naming the line, and changes nothing', async (_, content, message) => {
    const before = await snapshot('discontinued_journals');
    await expect(importScopusDiscontinued({ databaseUrl: scratch.url, file: file('bad.csv', content) })).rejects.toThrow(
      message,
    );
    expect(await snapshot('discontinued_journals')).toEqual(before);
  });
});

describe('importScopusAccepted', () => {
  async function workbook(rows: unknown[][]): Promise<string> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Accepted titles 2025');
    for (const row of rows) sheet.addRow(row);
    const target = path.join(folder, 'accepted.xlsx');
    await book.xlsx.writeFile(target);
    return target;
  }

  it('reads an .xlsx with a banner row: a numeric ISSN regains its zeros, a Month column stays a month', async () => {
    const target = await workbook([
      ['Titles accepted for Scopus coverage, 2025'],
      ['Source Title', 'ISSN', 'E-ISSN', "Publisher's Name", 'Month', 'Date accepted'],
      ['Alpha', 79235, null, 'Alpha Press', new Date(Date.UTC(2025, 2, 1)), null],
      ['Delta', null, '2049-3630', 'Delta Press', null, '2025-04-17'],
      ['Epsilon', null, null, null, 'May', null],
    ]);
    await expect(importScopusAccepted({ databaseUrl: scratch.url, file: target })).rejects.toThrow(
      'accepted.xlsx row 5: month "May" has no year',
    );
    expect(await snapshot('new_journals')).toEqual([{ origin: 'sjr_diff', count: 1684, last: expect.any(Number) }]);

    const fixed = await workbook([
      ['Titles accepted for Scopus coverage, 2025'],
      ['Source Title', 'ISSN', 'E-ISSN', "Publisher's Name", 'Month', 'Date accepted'],
      ['Alpha', 79235, null, 'Alpha Press', new Date(Date.UTC(2025, 2, 1)), null],
      ['Delta', null, '2049-3630', 'Delta Press', null, '2025-04-17'],
    ]);
    const result = await importScopusAccepted({ databaseUrl: scratch.url, file: fixed });
    expect(result).toMatchObject({ total: 2, inserted: 2, standInsRemoved: 1684, matched: 1, unit: 'row' });
    expect(
      await query(
        `SELECT source_id::text, title, issn, eissn, accepted_on::text, accepted_month, origin::text
         FROM new_journals ORDER BY title`,
      ),
    ).toEqual([
      {
        source_id: '990000901',
        title: 'Alpha',
        issn: '00079235',
        eissn: null,
        accepted_on: null,
        accepted_month: '2025-03',
        origin: 'elsevier',
      },
      {
        source_id: null,
        title: 'Delta',
        issn: null,
        eissn: '20493630',
        accepted_on: '2025-04-17',
        accepted_month: null,
        origin: 'elsevier',
      },
    ]);
    expect(await importScopusAccepted({ databaseUrl: scratch.url, file: fixed })).toMatchObject({ isUnchanged: true });
  });

  it('refuses a CSV date that could be day/month or month/day', async () => {
    const before = await snapshot('new_journals');
    const csv = file('ambiguous.csv', 'Source Title;ISSN;Date accepted\nZeta;12345679;03/04/2025\n');
    await expect(importScopusAccepted({ databaseUrl: scratch.url, file: csv })).rejects.toThrow(
      'ambiguous.csv line 2: "03/04/2025" could be day/month or month/day',
    );
    expect(await snapshot('new_journals')).toEqual(before);
  });
});
