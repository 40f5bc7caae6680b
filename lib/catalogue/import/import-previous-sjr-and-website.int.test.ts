// The catalogue import stores each journal's SJR of the year before (the vendored SJR 2024 file) and its own site
// (Wiley's Journal Finder), and an install whose catalogue was imported before those columns existed gets them at
// start: the real files, in a database of its own.
import path from 'node:path';
import { queryRows, useScratchDatabase } from '../../../test-support/scratch-database';
import { importCatalogue, importCatalogueIfEmpty } from './import-catalogue';

jest.setTimeout(300_000);
const dataDir = path.join(process.cwd(), 'data');
const scratch = useScratchDatabase();

const caCancer = '28773'; // SJR 2025 104.065, SJR 2024 145.004; not in Wiley's file
const abacus = '100147335'; // Wiley: https://onlinelibrary.wiley.com/journal/14676281

interface StoredRow {
  source_id: string;
  sjr: number | null;
  sjr_previous: number | null;
  sjr_previous_year: number | null;
  website: string | null;
  website_source: string | null;
}

const rowsOf = (...sourceIds: string[]) =>
  queryRows<StoredRow>(
    scratch.url,
    `SELECT source_id::text, sjr, sjr_previous, sjr_previous_year, website, website_source
     FROM journals WHERE source_id = ANY($1::bigint[]) ORDER BY rank`,
    [sourceIds],
  );

const countWith = async (condition: string) =>
  Number((await queryRows<{ count: string }>(scratch.url, `SELECT count(*) FROM journals WHERE ${condition}`))[0]!.count);

describe('the SJR of the year before and the journal sites', () => {
  it('stores the SJR 2024 figure with its year and Wiley\'s journal page with its source', async () => {
    await importCatalogue({ databaseUrl: scratch.url, dataDir });
    expect(await rowsOf(caCancer, abacus)).toEqual([
      {
        source_id: caCancer,
        sjr: 104.065,
        sjr_previous: 145.004,
        sjr_previous_year: 2024,
        website: null,
        website_source: null,
      },
      {
        source_id: abacus,
        sjr: 0.762,
        sjr_previous: 0.484,
        sjr_previous_year: 2024,
        website: 'https://onlinelibrary.wiley.com/journal/14676281',
        website_source: 'Wiley Journal Finder',
      },
    ]);
    // Every Wiley row naming an SJR journal has a journal_url; most 2025 journals were in the 2024 file.
    expect(await countWith('website IS NOT NULL')).toBe(1_493);
    expect(await countWith('sjr_previous IS NOT NULL')).toBeGreaterThan(25_000);
    expect(await countWith('(sjr_previous IS NULL) <> (sjr_previous_year IS NULL)')).toBe(0);
  });

  it('fills them at start in a catalogue imported before they existed, once, keeping the operator\'s figures', async () => {
    await queryRows(
      scratch.url,
      'UPDATE journals SET sjr_previous = NULL, sjr_previous_year = NULL, website = NULL, website_source = NULL',
    );
    await queryRows(scratch.url, 'UPDATE journals SET review_time_weeks = 6, metrics_source = $1 WHERE source_id = $2', [
      'Editor survey',
      abacus,
    ]);
    const messages: string[] = [];
    const start = () => importCatalogueIfEmpty({ databaseUrl: scratch.url, dataDir, log: (m) => messages.push(m) });

    expect(await start()).toBe(true);
    expect(messages[0]).toBe(
      'catalogue predates the SJR of the year before and the journal sites: importing SJR data again',
    );
    expect(await rowsOf(caCancer)).toEqual([expect.objectContaining({ sjr_previous: 145.004, sjr_previous_year: 2024 })]);
    expect(await countWith('website IS NOT NULL')).toBe(1_493);
    const [operator] = await queryRows<{ review_time_weeks: number }>(
      scratch.url,
      'SELECT review_time_weeks FROM journals WHERE source_id = $1',
      [abacus],
    );
    expect(operator!.review_time_weeks).toBe(6);

    expect(await start()).toBe(false);
    expect(messages.filter((message) => message === 'catalogue imported')).toHaveLength(1);
  });
});
