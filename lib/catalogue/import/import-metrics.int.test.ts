import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../../test-support/scratch-database';
import { ImportFileError } from '../../import/import-file-error';
import { importMetrics } from './import-metrics';

// Three journals of its own in a scratch database: the metrics import only needs rows to match against.
let scratch: ScratchDatabase;
let folder: string;

const query = <T,>(sql: string, values: unknown[] = []) => queryRows<T>(scratch.url, sql, values);

function csv(name: string, lines: string[]): string {
  const file = path.join(folder, name);
  writeFileSync(file, lines.join('\n'));
  return file;
}

interface StoredMetrics {
  source_id: string;
  review_time_weeks: number | null;
  acceptance_rate: number | null;
  metrics_source: string | null;
}

const metricsOf = () =>
  query<StoredMetrics>(
    'SELECT source_id::text, review_time_weeks, acceptance_rate, metrics_source FROM journals ORDER BY source_id',
  );

beforeAll(async () => {
  scratch = await createMigratedScratchDatabase();
  folder = mkdtempSync(path.join(os.tmpdir(), 'jf-metrics-'));
});
afterAll(async () => {
  await scratch.drop();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await query('DELETE FROM journals');
  await query(
    `INSERT INTO journals (source_id, rank, title, type, issn, issns, docs_year, data_year) VALUES
       (101, 1, 'Alpha', 'journal', '12345678', ARRAY['12345678'], 2025, 2025),
       (102, 2, 'Beta', 'journal', '2345678X, 34567890', ARRAY['2345678X', '34567890'], 2025, 2025),
       (103, 3, 'Gamma', 'journal', '45678901', ARRAY['45678901'], 2025, 2025)`,
  );
});

describe('importMetrics', () => {
  it('updates the journals a good file names, by Sourceid or ISSN, and counts the rest', async () => {
    const file = csv('good.csv', [
      'Sourceid,ISSN,review_time_weeks,acceptance_rate,source',
      '101,,12,23%,Editor survey',
      ',3456-7890,8,,',
      '999,,4,,',
      ',9999-9999,,40,',
    ]);
    const result = await importMetrics({ databaseUrl: scratch.url, file });
    expect(result).toEqual({
      rows: 4,
      matched: 2,
      unmatched: 2,
      unmatchedRows: [
        { line: 4, key: 'Sourceid 999' },
        { line: 5, key: 'ISSN 99999999' },
      ],
      changed: 2,
    });
    expect(await metricsOf()).toEqual([
      { source_id: '101', review_time_weeks: 12, acceptance_rate: 23, metrics_source: 'Editor survey' },
      { source_id: '102', review_time_weeks: 8, acceptance_rate: null, metrics_source: 'good.csv' },
      { source_id: '103', review_time_weeks: null, acceptance_rate: null, metrics_source: null },
    ]);

    const again = await importMetrics({ databaseUrl: scratch.url, file });
    expect(again).toMatchObject({ matched: 2, changed: 0 });
  });

  it('keeps a stored figure that the file leaves empty', async () => {
    await importMetrics({ databaseUrl: scratch.url, file: csv('first.csv', ['Sourceid,review_time_weeks', '103,6']) });
    await importMetrics({ databaseUrl: scratch.url, file: csv('second.csv', ['Sourceid;acceptance_rate', '103;0,3']) });
    expect((await metricsOf())[2]).toEqual({
      source_id: '103',
      review_time_weeks: 6,
      acceptance_rate: 30,
      metrics_source: 'second.csv',
    });
  });

  it('rejects the whole file for one bad row, naming the line, and changes nothing', async () => {
    const file = csv('bad.csv', ['Sourceid,review_time_weeks', '101,10', '102,10', '103,ten']);
    await expect(importMetrics({ databaseUrl: scratch.url, file })).rejects.toThrow(ImportFileError);
    await expect(importMetrics({ databaseUrl: scratch.url, file })).rejects.toThrow(
      'bad.csv line 4: review_time_weeks: must be a number',
    );
    expect((await metricsOf()).every((row) => row.review_time_weeks === null)).toBe(true);
  });

  it('rejects a file whose rows name one journal twice, and changes nothing', async () => {
    const file = csv('twice.csv', ['Sourceid,ISSN,review_time_weeks', '101,,5', ',2345-678X,6', ',3456-7890,7']);
    await expect(importMetrics({ databaseUrl: scratch.url, file })).rejects.toThrow(
      'twice.csv line 4: names the same journal (Sourceid 102) as line 3',
    );
    expect((await metricsOf()).every((row) => row.review_time_weeks === null)).toBe(true);
  });

  it('rejects an ISSN that two journals share, asking for the Sourceid', async () => {
    await query(
      `INSERT INTO journals (source_id, rank, title, type, issns, docs_year, data_year)
       VALUES (104, 4, 'Alpha bis', 'journal', ARRAY['12345678'], 2025, 2025)`,
    );
    const file = csv('shared.csv', ['ISSN,acceptance_rate', '1234-5678,20']);
    await expect(importMetrics({ databaseUrl: scratch.url, file })).rejects.toThrow(
      'shared.csv line 2: the ISSN belongs to 2 journals (Sourceid 101, 104); use the Sourceid column for this one',
    );
  });
});
