// `npm run db:import`: migrates, then loads the vendored data: DOAJ's journal list, the SJR/APC catalogue, its
// journals' SJR history by year, the reference lists (predatory, hijacked, new and discontinued titles) and the SINTA
// journals, with counts for each (a second run changes nothing and says so). Operators' files: `--metrics <file.csv>`,
// `--scopus-discontinued <file>`, `--scopus-accepted <file>`, `--doaj <file.csv>` (a full DOAJ export, then the
// catalogue and SINTA matched to it).
import path from 'node:path';
import { importCatalogue, type ImportResult } from '../lib/catalogue/import/import-catalogue';
import type { ImportProgress } from '../lib/import/progress-reporter';
import { importMetrics, type MetricsResult } from '../lib/catalogue/import/import-metrics';
import { importSjrHistory, type SjrHistoryResult } from '../lib/catalogue/import/import-sjr-history';
import { createProgressReporter } from '../lib/import/progress-reporter';
import { prepareDatabase } from '../lib/database/prepare-database';
import { env } from '../lib/core/env';
import { databaseUrl } from '../lib/core/runtime-config';
import {
  type ElsevierImportResult,
  importScopusAccepted,
  importScopusDiscontinued,
} from '../lib/lists/import/import-elsevier-list';
import { type DerivedListResult, importReferenceLists, type ListsImportResult } from '../lib/lists/import/import-lists';
import type { ListWriteCounts } from '../lib/lists/import/upsert-list-entries';
import { importSinta, type SintaImportResult } from '../lib/sinta/import/import-sinta';
import { type DoajImportResult, importDoaj } from '../lib/doaj/import/import-doaj';
import { runToExit } from './run-to-exit';

const usage =
  'Usage: npm run db:import [-- --metrics <file.csv>] [-- --scopus-discontinued <file.xlsx|csv>] ' +
  '[-- --scopus-accepted <file.xlsx|csv>] [-- --doaj <file.csv>]';

type OperatorFlag = '--metrics' | '--scopus-discontinued' | '--scopus-accepted' | '--doaj';
const operatorFlags: OperatorFlag[] = ['--metrics', '--scopus-discontinued', '--scopus-accepted', '--doaj'];

function parseArguments(args: string[]): Partial<Record<OperatorFlag, string>> {
  const files: Partial<Record<OperatorFlag, string>> = {};
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index] as OperatorFlag;
    const file = args[index + 1];
    if (!operatorFlags.includes(flag) || !file || files[flag]) throw new Error(usage);
    files[flag] = path.resolve(file);
  }
  return files;
}

const count = (value: number) => value.toLocaleString('en');

function describeCatalogue(result: ImportResult): string {
  const lines = [
    result.inserted === 0 && result.updated === 0
      ? `Catalogue: nothing changed, all ${count(result.total)} journals are already up to date.`
      : `Catalogue: ${count(result.total)} journals, ${count(result.inserted)} new, ${count(result.updated)} updated, ` +
        `${count(result.unchanged)} unchanged.`,
    `  APC: ${count(result.apc.publisher)} from publishers (${Object.entries(result.apcOrigins)
      .map(([origin, journals]) => `${origin} ${count(journals)}`)
      .join(', ')}), ${count(result.apc.no_charge)} no charge (diamond), ${count(result.apc.estimate)} estimated, ` +
      `${count(result.apc.none)} unknown.`,
    `  In DOAJ (matched by ISSN): ${count(result.doajMatched)} journals.`,
    `  Review times and acceptance rates (data/metrics): ${count(result.metrics.figures)} figures for ` +
      `${count(result.metrics.journals)} journals; ${count(result.metrics.inserted)} new, ` +
      `${count(result.metrics.updated)} updated, ${count(result.metrics.removed)} removed.`,
  ];
  if (result.notInFile > 0) lines.push(`  ${result.notInFile} journals in the database are not in the file (kept).`);
  return lines.join('\n');
}

function describeSjrHistory(result: SjrHistoryResult): string {
  const years = result.years.length > 0 ? `${result.years[0]}–${result.years.at(-1)}` : 'none';
  const head =
    result.inserted === 0 && result.updated === 0 && result.removed === 0
      ? `SJR history: nothing changed, all ${count(result.rows)} years of ${count(result.journals)} journals are up to date.`
      : `SJR history: ${count(result.rows)} years of ${count(result.journals)} journals, ${count(result.inserted)} new, ` +
        `${count(result.updated)} updated, ${count(result.removed)} removed, ${count(result.unchanged)} unchanged.`;
  return (
    `${head}\n  Years ${years}, ${result.years.length} of them; ${count(result.unmatched)} of the file's ` +
    `${count(result.fileRows)} rows are of sources not in the catalogue (not imported). ` +
    `${(result.ms / 1000).toFixed(1)} s.`
  );
}

const describeWrite = (label: string, counts: ListWriteCounts) =>
  `  ${label}: ${count(counts.total)} entries; ${count(counts.inserted)} new, ${count(counts.updated)} updated, ` +
  `${count(counts.removed)} removed, ${count(counts.unchanged)} unchanged.`;

function describeDerived(label: string, result: DerivedListResult, standIn: string): string {
  if (result.origin === 'elsevier') return `  ${label}: ${count(result.kept)} from Elsevier's list kept (no stand-in).`;
  return (
    `  ${label} (${standIn}): ${count(result.total)}; ${count(result.inserted)} new, ${count(result.removed)} removed, ` +
    `${count(result.unchanged)} unchanged.`
  );
}

function describeLists(result: ListsImportResult): string {
  const { predatoryJournals: journals, predatoryPublishers: publishers } = result;
  return [
    result.isUnchanged ? 'Reference lists: nothing changed.' : 'Reference lists:',
    describeWrite(
      `Predatory journals (${count(journals.read.bealls)} beallslist.net + ${count(journals.read.predatoryJournalsOrg)} ` +
        'predatoryjournals.org rows, merged)',
      journals,
    ),
    describeWrite(
      `Predatory publishers (${count(publishers.read.bealls)} + ${count(publishers.read.predatoryJournalsOrg)} rows, merged)`,
      publishers,
    ),
    describeWrite('Hijacked journals', result.hijacked),
    describeDerived('New titles', result.newJournals, 'in SJR 2025, not in SJR 2024'),
    describeDerived('Discontinued titles', result.discontinued, 'marked "(discontinued)" in SJR 2025'),
  ].join('\n');
}

function describeSinta(result: SintaImportResult): string {
  const head =
    result.inserted === 0 && result.updated === 0
      ? `SINTA: nothing changed, all ${count(result.total)} journals are already up to date.`
      : `SINTA: ${count(result.total)} journals, ${count(result.inserted)} new, ${count(result.updated)} updated, ` +
        `${count(result.unchanged)} unchanged.`;
  const matched = `${head}\n  In DOAJ (matched by ISSN): ${count(result.doajMatched)} journals.`;
  return result.notInFile > 0 ? `${matched}\n  ${result.notInFile} profiles are not in the file (kept).` : matched;
}

function describeDoaj(result: DoajImportResult): string {
  const kind = result.isFullExport ? 'full export' : 'eight-column list';
  const head = !result.isImported
    ? `DOAJ: the operator's export is kept (${count(result.unchanged)} journals); load a newer one with --doaj.`
    : result.inserted === 0 && result.updated === 0 && result.removed === 0
      ? `DOAJ (${kind} of ${result.asOf}): nothing changed, all ${count(result.journals)} journals are already up to date.`
      : `DOAJ (${kind} of ${result.asOf}): ${count(result.journals)} journals, ${count(result.inserted)} new, ` +
        `${count(result.updated)} updated, ${count(result.removed)} removed, ${count(result.unchanged)} unchanged.`;
  const skipped = [
    result.withoutIssn > 0 ? `${count(result.withoutIssn)} rows without an ISSN` : null,
    result.duplicates > 0 ? `${count(result.duplicates)} repeated ISSNs` : null,
  ].filter(Boolean);
  return skipped.length > 0 ? `${head}\n  Left out: ${skipped.join(', ')}.` : head;
}

function describeMetrics(result: MetricsResult): string {
  const lines = [
    `${result.rows} rows: ${result.matched} matched a journal, ${result.unmatched} did not; ` +
      `${result.changed} journals changed${result.changed === 0 ? ' (nothing changed)' : ''}.`,
  ];
  for (const row of result.unmatchedRows.slice(0, 10)) lines.push(`  line ${row.line}: no journal with ${row.key}`);
  if (result.unmatchedRows.length > 10) lines.push(`  … and ${result.unmatchedRows.length - 10} more`);
  return lines.join('\n');
}

function describeElsevier(label: string, result: ElsevierImportResult): string {
  const lines = [
    result.isUnchanged
      ? `${label} (${result.file}): nothing changed, ${count(result.total)} titles already imported.`
      : `${label} (${result.file}): ${count(result.total)} titles; ${count(result.inserted)} new, ` +
        `${count(result.removed)} removed, ${count(result.unchanged)} unchanged; ${count(result.standInsRemoved)} ` +
        'stand-ins replaced.',
    `  ${count(result.matched)} tied to a catalogue journal (Sourceid, or an ISSN only one journal has).`,
  ];
  if (result.ignoredColumns.length > 0) lines.push(`  Columns ignored: ${result.ignoredColumns.join(', ')}.`);
  if (result.coverageNotRead.length > 0) {
    lines.push(
      `  Coverage kept as text only (no volume or issue named) on ${result.unit}s ` +
        `${result.coverageNotRead.slice(0, 10).join(', ')}${result.coverageNotRead.length > 10 ? ', …' : ''}.`,
    );
  }
  return lines.join('\n');
}

async function importOperatorFiles(databaseUrl: string, files: Partial<Record<OperatorFlag, string>>) {
  if (files['--metrics']) {
    console.log(describeMetrics(await importMetrics({ databaseUrl, file: files['--metrics'] })));
  }
  if (files['--scopus-discontinued']) {
    const result = await importScopusDiscontinued({ databaseUrl, file: files['--scopus-discontinued'] });
    console.log(describeElsevier('Discontinued titles', result));
  }
  if (files['--scopus-accepted']) {
    const result = await importScopusAccepted({ databaseUrl, file: files['--scopus-accepted'] });
    console.log(describeElsevier('Accepted titles', result));
  }
}

async function importVendoredData(databaseUrl: string, doajFile?: string): Promise<void> {
  const dataDir = path.join(process.cwd(), 'data');
  const started = Date.now();
  const withProgress = async <T>(title: string, run: (onProgress: (update: ImportProgress) => void) => Promise<T>) => {
    console.log(title);
    const progress = createProgressReporter(process.stdout);
    const result = await run((update) => progress.update(update));
    progress.finish();
    return result;
  };
  // DOAJ first: the catalogue and SINTA imports match their journals to its entries by ISSN.
  const doaj = await withProgress(doajFile ? `DOAJ export ${doajFile}` : 'DOAJ journals', (onProgress) =>
    importDoaj({ databaseUrl, dataDir, file: doajFile, onProgress }),
  );
  const catalogue = await withProgress('SJR catalogue', (onProgress) =>
    importCatalogue({ databaseUrl, dataDir, onProgress }),
  );
  const history = await withProgress('SJR history by year', (onProgress) =>
    importSjrHistory({ databaseUrl, dataDir, onProgress }),
  );
  const lists = await withProgress('Reference lists', (onProgress) =>
    importReferenceLists({ databaseUrl, dataDir, onProgress }),
  );
  const sinta = await withProgress('SINTA journals', (onProgress) => importSinta({ databaseUrl, dataDir, onProgress }));
  console.log(
    [describeDoaj(doaj), describeCatalogue(catalogue), describeSjrHistory(history), describeLists(lists), describeSinta(sinta)].join('\n'),
  );
  console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function main(): Promise<void> {
  const files = parseArguments(process.argv.slice(2));
  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: (message, fields) => console.log(message, fields ? JSON.stringify(fields) : ''),
  });
  try {
    const { '--doaj': doajFile, ...others } = files;
    if (Object.keys(others).length > 0) await importOperatorFiles(database.url, others);
    // An operator's DOAJ export is loaded with the vendored data, so the catalogue and SINTA are matched to it.
    if (doajFile || Object.keys(others).length === 0) await importVendoredData(database.url, doajFile);
  } finally {
    await database.stop();
  }
}

runToExit(main);
