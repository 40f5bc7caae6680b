// `npm run db:import` and the first start: loads the vendored SJR 2025 file, with APCs from the publishers' data or
// the SJR 2024 estimate, the SJR 2024 figure beside it and the journal's site where Wiley lists it, into `journals`, and the publishers' review times and acceptance rates (data/metrics) into
// `journal_metrics`, idempotently (upsert by key; unchanged rows are not rewritten), in one transaction.
import { stat } from 'node:fs/promises';
import type { Client } from 'pg';
import { withImportClient } from '../../import/with-import-client';
import { attachApcs } from './attach-apcs';
import { attachPreviousSjrAndWebsite } from './attach-previous-sjr-and-website';
import { catalogueFilePaths } from './catalogue-files';
import { withCatalogueLock } from '../../import/import-lock';
import { ImportFileError } from '../../import/import-file-error';
import { readApcEstimates } from './read-apc-estimates';
import { readPlosTurnaround } from './read-plos-turnaround';
import { readPublisherApcs } from './read-publisher-apcs';
import { readSjrJournals } from './read-sjr-journals';
import { readWileyJournalFinder, wileySource } from './read-wiley-journal-finder';
import { syncJournalMetrics, type MetricsSyncCounts } from './sync-journal-metrics';
import { upsertJournals, type UpsertCounts } from './upsert-journals';
import type { VendoredFigure } from './vendored-figure';
import type { PublisherApcRow } from './apc-price';
import { inTransaction } from '../../import/in-transaction';
import type { ImportProgress } from '../../import/progress-reporter';
import { loadDoajIndex } from '../../doaj/doaj-index';
import { doajWeeksFigures } from './doaj-weeks-figures';

export { ImportFileError } from '../../import/import-file-error';

export interface ImportResult extends UpsertCounts {
  /** Journals in the SJR file. */
  total: number;
  ms: number;
  /** Journals with a publisher's price, with an estimate, diamond (no charge), with none. */
  apc: { publisher: number; estimate: number; no_charge: number; none: number };
  /** Journals matched to a DOAJ entry by ISSN. */
  doajMatched: number;
  /** Journals with a publisher's price, per data set ("Wiley Journal Finder", "APC dataverse"). */
  apcOrigins: Record<string, number>;
  /** The vendored review times and acceptance rates written to journal_metrics. */
  metrics: MetricsSyncCounts;
}

export interface ImportOptions {
  databaseUrl: string;
  /** The folder holding sjr/, apc/ and metrics/ (the repository's data/). */
  dataDir: string;
  onProgress?: (progress: ImportProgress) => void;
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    throw new ImportFileError(`Data file not found: ${file} (see data/SOURCES.md)`);
  }
}

interface VendoredMetrics {
  figures: VendoredFigure[];
  prices: Map<string, PublisherApcRow>;
  websites: Map<string, string>;
}

/** Both metrics files: their figures in order of preference (Wiley's, then PLOS's), Wiley's prices and pages. */
async function readVendoredMetrics(
  files: ReturnType<typeof catalogueFilePaths>,
  onBytes?: (file: 'wileyJournalFinder' | 'plosTurnaround') => (read: number) => void,
): Promise<VendoredMetrics> {
  const wiley = await readWileyJournalFinder(files.wileyJournalFinder, onBytes?.('wileyJournalFinder'));
  const plos = await readPlosTurnaround(files.plosTurnaround, onBytes?.('plosTurnaround'));
  return { figures: [...wiley.figures, ...plos.figures], prices: wiley.prices, websites: wiley.websites };
}

async function runImport(client: Client, options: ImportOptions): Promise<ImportResult> {
  const started = Date.now();
  const files = catalogueFilePaths(options.dataDir);
  const order = ['publisherApcs', 'apcEstimates', 'sjr', 'wileyJournalFinder', 'plosTurnaround'] as const;
  const sizes = await Promise.all(order.map((name) => fileSize(files[name])));
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
  const reading = (file: (typeof order)[number]) => {
    const offset = sizes.slice(0, order.indexOf(file)).reduce((sum, size) => sum + size, 0);
    return (read: number) => options.onProgress?.({ phase: 'reading', done: offset + read, total: totalBytes });
  };

  // Everything is read and checked before the first write: a bad file changes nothing.
  const publisherApcs = await readPublisherApcs(files.publisherApcs, reading('publisherApcs'));
  const estimates = await readApcEstimates(files.apcEstimates, reading('apcEstimates'));
  const sjr = await readSjrJournals(files.sjr, reading('sjr'));
  const vendored = await readVendoredMetrics(files, reading);
  // DOAJ's entries (imported before the catalogue: `npm run db:import` runs its import first) by ISSN.
  const doaj = await loadDoajIndex(client);
  const journals = attachPreviousSjrAndWebsite(
    attachApcs(sjr, publisherApcs, estimates, vendored.prices, doaj),
    { year: estimates.year, sjrBySourceId: estimates.sjrBySourceId },
    { source: wileySource, bySourceId: vendored.websites },
  );

  const { counts, metrics } = await inTransaction(client, async () => ({
    counts: await upsertJournals(client, journals, (done, total) =>
      options.onProgress?.({ phase: 'writing', done, total }),
    ),
    metrics: await syncJournalMetrics(client, [...vendored.figures, ...doajWeeksFigures(journals, doaj)]),
  }));
  if (counts.inserted + counts.updated > 0) {
    // Fresh rows wait in the GIN indexes' pending lists until a vacuum; without it every ISSN, field or category
    // lookup scans that list (25 ms instead of 0.3 ms) until autovacuum comes by. Statistics help the planner too.
    await client.query('VACUUM (ANALYZE) journals');
  }
  const apc = { publisher: 0, estimate: 0, no_charge: 0, none: 0 };
  const apcOrigins: Record<string, number> = {};
  for (const journal of journals) {
    apc[journal.apcSource ?? 'none'] += 1;
    if (journal.apcSource === 'publisher' && journal.apcOrigin) {
      apcOrigins[journal.apcOrigin] = (apcOrigins[journal.apcOrigin] ?? 0) + 1;
    }
  }
  const doajMatched = journals.filter((journal) => journal.doajKey !== null).length;
  return { total: journals.length, ...counts, apc, apcOrigins, doajMatched, metrics, ms: Date.now() - started };
}

/** The vendored review times and acceptance rates alone, for a catalogue imported before they were vendored. */
async function runMetricsImport(client: Client, dataDir: string): Promise<MetricsSyncCounts> {
  const files = catalogueFilePaths(dataDir);
  await Promise.all([fileSize(files.wileyJournalFinder), fileSize(files.plosTurnaround)]);
  const { figures } = await readVendoredMetrics(files);
  return inTransaction(client, () => syncJournalMetrics(client, figures));
}

/** Imports (or refreshes) the whole catalogue. Waits for an import running elsewhere to finish first. */
export function importCatalogue(options: ImportOptions): Promise<ImportResult> {
  return withImportClient(options.databaseUrl, 'catalogue import', (client) => withCatalogueLock(client, () => runImport(client, options)));
}

async function isEmpty(client: Client, table: 'journals' | 'journal_metrics'): Promise<boolean> {
  return (await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`)).rows[0]!.empty;
}

interface IfEmptyOptions {
  databaseUrl: string;
  dataDir: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}

/**
 * A catalogue imported before the journals' SJR of the year before and their sites were imported has them empty on
 * every row (the vendored files give both to thousands of journals), and one imported before DOAJ's entries has no
 * journal matched to one: it is imported again once, so an upgraded install shows them without the operator running
 * `npm run db:import`.
 */
async function predatesPreviousSjr(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ predates: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM journals WHERE sjr_previous_year IS NOT NULL OR website IS NOT NULL)
       -- DOAJ's entries were imported, but no journal is matched to one: the catalogue predates them.
       OR (EXISTS (SELECT 1 FROM doaj_journals) AND NOT EXISTS (SELECT 1 FROM journals WHERE doaj_key IS NOT NULL))
       AS predates`,
  );
  return rows[0]!.predates;
}

/**
 * Imports the catalogue only when `journals` is empty (first start of a fresh install), or when it predates the
 * columns the import fills now (above). Safe when several processes start at once: the condition is checked again
 * under the lock, so exactly one of them imports. True when it imported.
 * A catalogue without any vendored review time or acceptance rate (imported before they were vendored) gets those
 * alone; its APCs are refreshed by the next `npm run db:import`.
 */
export function importCatalogueIfEmpty(options: IfEmptyOptions): Promise<boolean> {
  return withImportClient(options.databaseUrl, 'catalogue import', async (client) => {
    const needsImport = async () => (await isEmpty(client, 'journals')) || (await predatesPreviousSjr(client));
    if (!(await needsImport())) {
      if (await isEmpty(client, 'journal_metrics')) await importMetricsIfEmpty(client, options);
      return false;
    }
    return withCatalogueLock(client, async () => {
      const isFirst = await isEmpty(client, 'journals');
      if (!isFirst && !(await predatesPreviousSjr(client))) return false;
      options.log(
        isFirst
          ? 'catalogue is empty: importing SJR data'
          : 'catalogue predates the SJR of the year before and the journal sites: importing SJR data again',
      );
      const result = await runImport(client, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      options.log('catalogue imported', { ...result });
      return true;
    });
  });
}

function importMetricsIfEmpty(client: Client, { dataDir, log }: IfEmptyOptions): Promise<void> {
  return withCatalogueLock(client, async () => {
    if (!(await isEmpty(client, 'journal_metrics'))) return;
    const metrics = await runMetricsImport(client, dataDir);
    if (metrics.figures > 0) log('review times and acceptance rates imported', { ...metrics });
  });
}
