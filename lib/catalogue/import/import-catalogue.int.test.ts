import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../../test-support/scratch-database';
import { catalogueFiles } from './catalogue-files';
import { ImportFileError, importCatalogue, importCatalogueIfEmpty } from './import-catalogue';

// The import reads the real vendored files: 32,193 sources. Each suite gets its own database (other test files share
// the main one), and a few seconds per import on two cores.
jest.setTimeout(180_000);
const dataDir = path.join(process.cwd(), 'data');

const query = queryRows;

const countJournals = async (url: string) =>
  Number((await query<{ count: string }>(url, 'SELECT count(*) FROM journals'))[0]!.count);

describe('importCatalogue', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase();
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it('loads all 32,193 sources into an empty database, and a second run changes nothing', async () => {
    const phases = new Set<string>();
    const first = await importCatalogue({ databaseUrl: scratch.url, dataDir, onProgress: (p) => phases.add(p.phase) });
    expect(first).toMatchObject({ total: 32_193, inserted: 32_193, updated: 0, unchanged: 0, notInFile: 0 });
    expect(first.apc.publisher + first.apc.estimate + first.apc.no_charge + first.apc.none).toBe(32_193);
    expect([...phases]).toEqual(['reading', 'writing']);
    expect(await countJournals(scratch.url)).toBe(32_193);
    const [before] = await query<{ latest: Date }>(scratch.url, 'SELECT max(updated_at) AS latest FROM journals');

    const second = await importCatalogue({ databaseUrl: scratch.url, dataDir });
    expect(second).toMatchObject({ total: 32_193, inserted: 0, updated: 0, unchanged: 32_193, notInFile: 0 });
    const [after] = await query<{ latest: Date }>(scratch.url, 'SELECT max(updated_at) AS latest FROM journals');
    expect(after!.latest).toEqual(before!.latest);
  });

  it('stores known journals as SJR publishes them, with the APC chosen by its rules', async () => {
    const rows = await query<Record<string, unknown>>(
      scratch.url,
      `SELECT source_id::text, rank, title, sjr, h_index, sjr_best_quartile, category_list, category_quartiles,
              area_list, country, region, publisher, issns, total_cites3_years, overton, docs_year, data_year,
              apc_amount, apc_currency, apc_source::text, apc_year, is_discontinued
       FROM journals WHERE source_id IN (28773, 24212, 21239) ORDER BY rank`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        source_id: '28773',
        rank: 1,
        title: 'Ca-A Cancer Journal for Clinicians',
        sjr: 104.065,
        h_index: 236,
        sjr_best_quartile: 'Q1',
        category_list: ['Hematology', 'Oncology'],
        category_quartiles: [
          { name: 'Hematology', quartile: 'Q1' },
          { name: 'Oncology', quartile: 'Q1' },
        ],
        area_list: ['Medicine'],
        country: 'United States',
        publisher: 'John Wiley and Sons Inc',
        issns: ['15424863', '00079235'],
        total_cites3_years: 29333,
        overton: 2,
        docs_year: 2025,
        data_year: 2025,
        // No publisher price for this ISSN pair: the 2024 file's estimate.
        apc_amount: 7653,
        apc_currency: 'USD',
        apc_source: 'estimate',
        apc_year: 2024,
      }),
      expect.objectContaining({
        source_id: '24212',
        sjr_best_quartile: null,
        category_quartiles: [
          { name: 'Computer Vision and Pattern Recognition', quartile: null },
          { name: 'Software', quartile: null },
        ],
      }),
      // "Drugs": Springer Nature's own price, newest year (2023) of the APC dataverse.
      expect.objectContaining({
        source_id: '21239',
        apc_amount: 5290,
        apc_currency: 'USD',
        apc_source: 'publisher',
        apc_year: 2023,
      }),
    ]);
    const [counts] = await query<Record<string, string>>(
      scratch.url,
      `SELECT count(*) FILTER (WHERE is_discontinued) AS discontinued,
              count(*) FILTER (WHERE sjr_best_quartile IS NULL) AS without_quartile,
              count(*) FILTER (WHERE title LIKE '%&amp;%') AS with_entities
       FROM journals`,
    );
    expect(counts).toEqual({ discontinued: '132', without_quartile: '1106', with_entities: '0' });
  });

  it("rewrites only a journal whose data changed, and keeps the operators' figures", async () => {
    await query(scratch.url, 'UPDATE journals SET sjr = 1, review_time_weeks = 9 WHERE source_id = 28773');
    const result = await importCatalogue({ databaseUrl: scratch.url, dataDir });
    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: 32_192 });
    const [row] = await query<{ sjr: number; review_time_weeks: number }>(
      scratch.url,
      'SELECT sjr, review_time_weeks FROM journals WHERE source_id = 28773',
    );
    expect(row).toEqual({ sjr: 104.065, review_time_weeks: 9 });
  });

  it('refuses a file with a bad cell, naming its line, and changes nothing', async () => {
    const brokenDir = mkdtempSync(path.join(os.tmpdir(), 'jf-broken-data-'));
    try {
      cpSync(path.join(dataDir, 'apc'), path.join(brokenDir, 'apc'), { recursive: true });
      cpSync(path.join(dataDir, 'sjr'), path.join(brokenDir, 'sjr'), { recursive: true });
      cpSync(path.join(dataDir, 'metrics'), path.join(brokenDir, 'metrics'), { recursive: true });
      const header =
        'Rank;Sourceid;Title;Type;Issn;Publisher;SJR;SJR Best Quartile;H index;Total Docs. (2025);' +
        'Total Docs. (3years);Total Refs.;Total Citations (3years);Citable Docs. (3years);' +
        'Citations / Doc. (2years);Ref. / Doc.;Country;Categories';
      const counts = '2;3;4;5;6;7;8,5;9,5;Indonesia;"Oncology (Q1)"';
      const good = `1;28773;"Changed Title";journal;"15424863";"X";1,5;Q1;${counts}`;
      const bad = `2;20315;"Other";journal;"14710072";"X";high;Q1;${counts}`;
      writeFileSync(path.join(brokenDir, catalogueFiles.sjr), gzipSync([header, good, bad].join('\n')));
      const [before] = await query(scratch.url, 'SELECT max(updated_at) AS latest, count(*) FROM journals');

      const importing = importCatalogue({ databaseUrl: scratch.url, dataDir: brokenDir });
      await expect(importing).rejects.toThrow(ImportFileError);
      await expect(importCatalogue({ databaseUrl: scratch.url, dataDir: brokenDir })).rejects.toThrow(
        'scimagojr-2025.csv.gz line 3: column "SJR": "high" is not a decimal number',
      );
      expect(await query(scratch.url, 'SELECT max(updated_at) AS latest, count(*) FROM journals')).toEqual([before]);
      const [title] = await query<{ title: string }>(scratch.url, 'SELECT title FROM journals WHERE source_id = 28773');
      expect(title!.title).toBe('Ca-A Cancer Journal for Clinicians');
    } finally {
      rmSync(brokenDir, { recursive: true, force: true });
    }
  });
});

describe('importCatalogueIfEmpty', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase();
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it('imports exactly once when two processes start at the same moment, and never again', async () => {
    const messages: string[] = [];
    const log = (message: string) => messages.push(message);
    const start = () => importCatalogueIfEmpty({ databaseUrl: scratch.url, dataDir, log });
    const results = await Promise.all([start(), start()]);
    expect(results.sort()).toEqual([false, true]);
    expect(messages.filter((message) => message === 'catalogue imported')).toHaveLength(1);
    expect(await countJournals(scratch.url)).toBe(32_193);

    await query(scratch.url, 'UPDATE journals SET title = $1 WHERE source_id = 28773', ['Kept as is']);
    expect(await start()).toBe(false);
    const [row] = await query<{ title: string }>(scratch.url, 'SELECT title FROM journals WHERE source_id = 28773');
    expect(row!.title).toBe('Kept as is');
  });
});
