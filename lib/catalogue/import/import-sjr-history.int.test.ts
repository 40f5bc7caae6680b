// The SJR history import on the real vendored files: the catalogue first (only its journals get a history), then the
// 711,618 rows of data/sjr/sjr-history.csv.gz. Its own database; a few seconds per import on two cores.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../../test-support/scratch-database';
import { importCatalogue } from './import-catalogue';
import { importSjrHistory, importSjrHistoryIfEmpty } from './import-sjr-history';
import { ImportFileError } from '../../import/import-file-error';

jest.setTimeout(300_000);
const dataDir = path.join(process.cwd(), 'data');
const allYears = [...Array.from({ length: 24 }, (_, at) => 1999 + at), 2024, 2025];

const historyOf = (url: string, sourceId: string) =>
  queryRows<{ year: number; sjr: number | null; quartile: string | null; h_index: number | null; documents: number | null }>(
    url,
    'SELECT year, sjr, quartile, h_index, documents FROM journal_sjr_history WHERE source_id = $1 ORDER BY year',
    [sourceId],
  );

const snapshotOf = async (url: string) =>
  (await queryRows<{ rows: string; fingerprint: string }>(
    url,
    `SELECT count(*) AS rows, md5(string_agg(concat_ws(',', source_id, year, sjr, quartile, h_index, documents), ';'
       ORDER BY source_id, year)) AS fingerprint FROM journal_sjr_history`,
  ))[0]!;

describe('importSjrHistory', () => {
  let scratch: ScratchDatabase;
  const temporary = mkdtempSync(path.join(os.tmpdir(), 'jf-sjr-history-'));
  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase();
    await importCatalogue({ databaseUrl: scratch.url, dataDir });
  });
  afterAll(async () => {
    rmSync(temporary, { recursive: true, force: true });
    await scratch.drop();
  });

  it("loads every year of the catalogue's journals, none of 2023, and a second run changes nothing", async () => {
    const phases = new Set<string>();
    const first = await importSjrHistory({ databaseUrl: scratch.url, dataDir, onProgress: (p) => phases.add(p.phase) });
    expect(first).toMatchObject({
      fileRows: 711_618,
      rows: 510_941,
      journals: 32_193,
      inserted: 510_941,
      updated: 0,
      removed: 0,
      unmatched: 200_677,
      years: allYears,
    });
    expect([...phases]).toEqual(['reading', 'writing']);
    const [counts] = await queryRows<{ rows: string; of_2023: string; journals: string }>(
      scratch.url,
      `SELECT count(*) AS rows, count(*) FILTER (WHERE year = 2023) AS of_2023, count(DISTINCT source_id) AS journals
       FROM journal_sjr_history`,
    );
    expect(counts).toEqual({ rows: '510941', of_2023: '0', journals: '32193' });

    const second = await importSjrHistory({ databaseUrl: scratch.url, dataDir });
    expect(second).toMatchObject({ rows: 510_941, inserted: 0, updated: 0, removed: 0, unchanged: 510_941 });
  });

  it('stores a known journal as SCImago gives it, with nulls where a year lacks a figure', async () => {
    const years = await historyOf(scratch.url, '28773');
    expect(years.map((row) => row.year)).toEqual(allYears);
    const byYear = new Map(years.map((row) => [row.year, row]));
    expect(byYear.get(1999)).toEqual({ year: 1999, sjr: 7.084, quartile: 'Q1', h_index: null, documents: 32 });
    expect(byYear.get(2021)).toEqual({ year: 2021, sjr: 56.204, quartile: 'Q1', h_index: 182, documents: 41 });
    expect(byYear.get(2022)).toEqual({ year: 2022, sjr: 86.091, quartile: 'Q1', h_index: 198, documents: null });
    expect(byYear.get(2024)).toEqual({ year: 2024, sjr: 145.004, quartile: 'Q1', h_index: null, documents: 43 });
    expect(byYear.get(2025)).toEqual({ year: 2025, sjr: 104.065, quartile: 'Q1', h_index: 236, documents: 48 });
    const plos = await historyOf(scratch.url, '10600153309');
    expect(plos.find((row) => row.year === 2015)).toEqual({ year: 2015, sjr: 1.427, quartile: 'Q1', h_index: null, documents: 27636 });
    expect(plos.some((row) => row.year === 2023)).toBe(false);
  });

  it("makes the table hold exactly a newer file's years: changed rewritten, dropped removed", async () => {
    const file = path.join(temporary, 'changed.csv.gz');
    const lines = ['Sourceid;Year;SJR;Quartile;HIndex;Docs', '28773;2024;150.000;Q1;;43', '28773;2025;104.065;Q1;236;48', '1;2025;1.000;Q4;;1'];
    writeFileSync(file, gzipSync(lines.join('\n')));
    const result = await importSjrHistory({ databaseUrl: scratch.url, dataDir, file, batchRows: 2 });
    expect(result).toMatchObject({ fileRows: 3, rows: 2, journals: 1, inserted: 0, updated: 1, unchanged: 1, unmatched: 1, removed: 510_939 });
    expect(await historyOf(scratch.url, '28773')).toEqual([
      { year: 2024, sjr: 150, quartile: 'Q1', h_index: null, documents: 43 },
      { year: 2025, sjr: 104.065, quartile: 'Q1', h_index: 236, documents: 48 },
    ]);
    await importSjrHistory({ databaseUrl: scratch.url, dataDir });
    expect((await historyOf(scratch.url, '28773')).length).toBe(26);
  });

  it.each([
    [['Sourceid;Year;SJR;Quartile;HIndex;Docs', '28773;2024;1.0;Q1;;1', '28773;2025;x;Q1;;1'], 'broken.csv.gz line 3: "x" is not a decimal number'],
    [['Sourceid;Year;SJR;Quartile;HIndex;Docs', '28773;2024;1.0;Q1;;1', '28773;2024;2.0;Q1;;1'], 'broken.csv.gz lines 2, 3: Sourceid 28773 has the year 2024 more than once'],
    [['Sourceid;Year;SJR;Quartile;Docs', '28773;2024;1.0;Q1;1'], 'broken.csv.gz line 1: the header lacks the column "HIndex"'],
  ])('refuses a broken file, naming its line, and changes nothing (%#)', async (lines, message) => {
    const file = path.join(temporary, 'broken.csv.gz');
    writeFileSync(file, gzipSync(lines.join('\n')));
    const before = await snapshotOf(scratch.url);
    const importing = importSjrHistory({ databaseUrl: scratch.url, dataDir, file, batchRows: 1 });
    await expect(importing).rejects.toThrow(ImportFileError);
    await expect(importSjrHistory({ databaseUrl: scratch.url, dataDir, file, batchRows: 1 })).rejects.toThrow(message);
    expect(await snapshotOf(scratch.url)).toEqual(before);
  });
});

describe('importSjrHistoryIfEmpty', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase();
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it('waits for a catalogue, then imports exactly once when two processes start together', async () => {
    const messages: string[] = [];
    const start = () => importSjrHistoryIfEmpty({ databaseUrl: scratch.url, dataDir, log: (message) => messages.push(message) });
    expect(await start()).toBe(false);
    await importCatalogue({ databaseUrl: scratch.url, dataDir });
    expect((await Promise.all([start(), start()])).sort()).toEqual([false, true]);
    expect(messages.filter((message) => message === 'SJR history imported')).toHaveLength(1);
    expect(await start()).toBe(false);
  });
});
