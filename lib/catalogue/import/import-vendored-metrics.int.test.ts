import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { journalFixture } from '../../../test-support/journal-fixture';
import { createMigratedScratchDatabase, queryRows, type ScratchDatabase } from '../../../test-support/scratch-database';
import type { JournalMetricMeasure } from '../../generated/prisma/enums';
import { toJournalDetail } from '../to-journal-detail';
import { importCatalogue, importCatalogueIfEmpty } from './import-catalogue';
import { importMetrics } from './import-metrics';

// The vendored metrics files (data/metrics) come with the catalogue import: the real files on the real catalogue,
// in a database of its own.
jest.setTimeout(300_000);
const dataDir = path.join(process.cwd(), 'data');

const abacus = '100147335'; // Wiley: 72 days to first decision, 10 %, $3,570
const plosOne = '10600153309'; // PLOS: median 163 days to acceptance
const neuroimaging = '16747'; // Wiley: "0" days to first decision (unknown), 13 %

interface StoredFigure {
  source_id: string;
  measure: JournalMetricMeasure;
  value: number;
  statistic: string | null;
  source: string;
  as_of: string;
  period_start: string | null;
}

describe('the vendored review times and acceptance rates', () => {
  let scratch: ScratchDatabase;
  let folder: string;
  const query = <T,>(sql: string, values: unknown[] = []) => queryRows<T>(scratch.url, sql, values);
  const figuresOf = (sourceId: string) =>
    query<StoredFigure>(
      `SELECT source_id::text, measure::text, value, statistic, source, to_char(as_of, 'YYYY-MM-DD') AS as_of,
              to_char(period_start, 'YYYY-MM-DD') AS period_start
       FROM journal_metrics WHERE source_id = $1 ORDER BY journal_metrics.measure`,
      [sourceId],
    );
  /** The journal as its page and the API give it, from its stored row and figures. */
  async function detailOf(sourceId: string) {
    const [row] = await query<Record<string, unknown>>(
      `SELECT source_id, apc_amount, apc_currency, apc_source::text, apc_year, apc_origin, apc_observed_on,
              review_time_weeks, acceptance_rate, metrics_source FROM journals WHERE source_id = $1`,
      [sourceId],
    );
    const metrics = (await figuresOf(sourceId)).map((figure) => ({
      measure: figure.measure,
      value: figure.value,
      statistic: figure.statistic,
      source: figure.source,
      asOf: figure.as_of,
      periodStart: figure.period_start,
    }));
    const columns = {
      apcAmount: row!.apc_amount as number | null,
      apcCurrency: row!.apc_currency as string | null,
      apcSource: row!.apc_source as 'publisher' | 'estimate' | null,
      apcYear: row!.apc_year as number | null,
      apcOrigin: row!.apc_origin as string | null,
      apcObservedOn: row!.apc_observed_on as Date | null,
      reviewTimeWeeks: row!.review_time_weeks as number | null,
      acceptanceRate: row!.acceptance_rate as number | null,
      metricsSource: row!.metrics_source as string | null,
    };
    // The mapper reads these columns; the rest of the row does not matter here.
    return toJournalDetail({ ...journalFixture({ sourceId: BigInt(sourceId), ...columns }), metrics });
  }

  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase();
    folder = mkdtempSync(path.join(os.tmpdir(), 'jf-vendored-metrics-'));
  });
  afterAll(async () => {
    await scratch.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("imports Wiley's and PLOS's figures onto their Sourceids with their source and date", async () => {
    const result = await importCatalogue({ databaseUrl: scratch.url, dataDir });
    expect(result.metrics).toMatchObject({ updated: 0, removed: 0, unmatched: 0 });
    expect(result.metrics.inserted).toBe(result.metrics.figures);
    // 1,493 Wiley rows name an SJR journal, 1,481 of them with a figure; 12 PLOS journals.
    expect(result.metrics.journals).toBe(1_416);
    expect(result.apcOrigins['Wiley Journal Finder']).toBe(1_461);

    expect(await figuresOf(abacus)).toEqual([
      {
        source_id: abacus,
        measure: 'first_decision',
        value: 72,
        statistic: null,
        source: 'Wiley Journal Finder',
        as_of: '2026-08-11',
        period_start: null,
      },
      expect.objectContaining({ measure: 'acceptance_rate', value: 10, source: 'Wiley Journal Finder', as_of: '2026-08-11' }),
    ]);
    expect(await figuresOf(plosOne)).toEqual(
      [
        ['submission_to_acceptance', 163],
        ['submission_to_publication', 201],
        ['acceptance_to_publication', 22],
      ].map(([measure, value]) => ({
        source_id: plosOne,
        measure,
        value,
        statistic: 'median',
        source: 'PLOS',
        as_of: '2023-11-29',
        period_start: '2022-11-29',
      })),
    );

    const detail = await detailOf(abacus);
    expect(detail).toMatchObject({
      'Lama Waktu': '72 days to first decision',
      'Acceptance Rate': '10%',
      Biaya: 'USD 3,570',
      reviewTime: { measure: 'first_decision', value: 72, unit: 'days', source: 'Wiley Journal Finder', date: '2026-08-11' },
      acceptanceRate: { measure: 'acceptance_rate', value: 10, unit: 'percent', source: 'Wiley Journal Finder' },
      // Wiley's 2026 price wins over the older publisher prices and the estimate, and says where it comes from.
      apc: { amount: 3570, currency: 'USD', kind: 'publisher', year: 2026, source: 'Wiley Journal Finder', date: '2026-08-11' },
    });
    expect((await detailOf(plosOne))['Lama Waktu']).toBe('163 days from submission to acceptance (median)');
  });

  it('keeps a 0 in a file as unknown', async () => {
    expect((await figuresOf(neuroimaging)).map((figure) => [figure.measure, figure.value])).toEqual([
      ['acceptance_rate', 13],
    ]);
    const detail = await detailOf(neuroimaging);
    expect(detail.reviewTime).toBeNull();
    expect(detail['Lama Waktu']).toBeNull();
    expect(detail['Acceptance Rate']).toBe('13%');
  });

  it("lets the operator's own figures (--metrics) win, and keeps them through a re-import that changes nothing", async () => {
    const file = path.join(folder, 'survey.csv');
    writeFileSync(file, ['Sourceid,review_time_weeks,acceptance_rate,source', `${abacus},5,30,Editor survey`].join('\n'));
    await importMetrics({ databaseUrl: scratch.url, file });

    const [before] = await query<{ latest: Date }>('SELECT max(updated_at) AS latest FROM journals');
    const again = await importCatalogue({ databaseUrl: scratch.url, dataDir });
    expect(again).toMatchObject({ inserted: 0, updated: 0 });
    expect(again.metrics).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(again.metrics.unchanged).toBe(again.metrics.figures);
    const [after] = await query<{ latest: Date }>('SELECT max(updated_at) AS latest FROM journals');
    expect(after!.latest).toEqual(before!.latest);

    const detail = await detailOf(abacus);
    expect(detail).toMatchObject({
      'Lama Waktu': '5 weeks',
      'Acceptance Rate': '30%',
      reviewTime: { measure: 'review_time', value: 5, unit: 'weeks', source: 'Editor survey', date: null },
      acceptanceRate: { value: 30, source: 'Editor survey', date: null },
    });
    // Wiley's figures stay stored, for the page's list of published figures.
    expect(detail.figures.map((figure) => figure.source)).toEqual(['Wiley Journal Finder', 'Wiley Journal Finder']);
  });

  it('fills the figures at start when the catalogue is there but they are not', async () => {
    const [{ count }] = await query<{ count: string }>('SELECT count(*) FROM journal_metrics');
    await query('DELETE FROM journal_metrics');
    const messages: string[] = [];
    const imported = await importCatalogueIfEmpty({ databaseUrl: scratch.url, dataDir, log: (m) => messages.push(m) });
    expect(imported).toBe(false);
    expect(messages).toEqual(['review times and acceptance rates imported']);
    expect((await query<{ count: string }>('SELECT count(*) FROM journal_metrics'))[0]!.count).toBe(count);
  });
});
