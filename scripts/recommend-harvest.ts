// `npm run recommend:harvest -- [--limit-per-journal 100] [--years 5] [--fresh-days 30] [--max-journals N]
// [--max-minutes N]`: stores, for every catalogue journal (then every SINTA journal sharing no ISSN with the catalogue),
// its OpenAlex topics and recent works (title, abstract, keywords, year, language) in the database the product uses,
// for the recommender's journal profiles. The only command that calls OpenAlex: the product never does. Resumable:
// journals harvested within --fresh-days are skipped, so a run stopped by its bounds, by Ctrl-C or by OpenAlex's daily
// allowance goes on where it stopped next time.
// OPENALEX_EMAIL (the polite pool's contact), OPENALEX_API_KEY and OPENALEX_BASE_URL configure the client.
import { env } from '../lib/core/env';
import { databaseUrl } from '../lib/core/runtime-config';
import { prepareDatabase } from '../lib/database/prepare-database';
import { createProgressPrinter, formatDuration, formatProgress } from '../lib/recommend/articles/harvest/harvest-progress';
import { createOpenAlexClient } from '../lib/recommend/articles/harvest/openalex-client';
import { defaultRetryPolicy } from '../lib/recommend/articles/harvest/retry';
import { harvestDefaults, type HarvestResult, runHarvest } from '../lib/recommend/articles/harvest/run-harvest';
import { createTokenBucket, realSleep } from '../lib/recommend/articles/harvest/token-bucket';
import { runToExit } from './run-to-exit';

const usage =
  'Usage: npm run recommend:harvest -- [--limit-per-journal N] [--years N] [--fresh-days N] [--max-journals N] ' +
  '[--max-minutes N]';

/** OpenAlex asks for at most 10 requests a second. */
const requestsPerSecond = 10;

const flags = {
  '--limit-per-journal': { key: 'limitPerJournal', min: 0, max: 10_000 },
  '--years': { key: 'years', min: 1, max: 100 },
  '--fresh-days': { key: 'freshDays', min: 0, max: 3_650 },
  '--max-journals': { key: 'maxJournals', min: 1, max: 10_000_000 },
  '--max-minutes': { key: 'maxMinutes', min: 1, max: 100_000 },
} as const;

type Settings = Partial<Record<(typeof flags)[keyof typeof flags]['key'], number>>;

function parseArguments(args: string[]): Settings {
  const settings: Settings = {};
  for (let index = 0; index < args.length; index += 1) {
    const [name, inline] = args[index].split('=', 2) as [string, string | undefined];
    const flag = flags[name as keyof typeof flags];
    const text = inline ?? args[(index += 1)];
    const value = Number(text);
    if (!flag || text === undefined || !Number.isInteger(value) || value < flag.min || value > flag.max) {
      throw new Error(flag ? `${name} takes a whole number from ${flag.min} to ${flag.max}.\n${usage}` : usage);
    }
    settings[flag.key] = value;
  }
  return settings;
}

function describeEnd(result: HarvestResult, tookMs: number): string {
  const lines = [`Harvest ${result.stoppedBy ? 'stopped' : 'finished'} in ${formatDuration(tookMs)}.`];
  if (result.stopMessage) lines.push(result.stopMessage);
  lines.push(formatProgress({ counts: result.counts, planned: result.planned, elapsedMs: tookMs }).replace(/; ETA .*$/, '.'));
  lines.push(
    result.left > 0
      ? `${result.left.toLocaleString('en')} journals are left for the next run.`
      : 'Every journal is harvested.',
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    console.log(usage);
    return 0;
  }
  const settings = parseArguments(process.argv.slice(2));
  const isTerminal = Boolean(process.stdout.isTTY);
  const say = (line: string) => process.stdout.write(isTerminal ? `\r\u001b[K${line}\n` : `${line}\n`);
  if (!env.OPENALEX_API_KEY) {
    say('OPENALEX_API_KEY is not set: OpenAlex allows only a few requests a day without a key (openalex.org/settings/api).');
  }
  if (!env.OPENALEX_EMAIL) say('OPENALEX_EMAIL is not set: OpenAlex asks for a contact email (the polite pool).');

  const controller = new AbortController();
  process.on('SIGINT', () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
    say('Stopping after the current journal (Ctrl-C again to quit at once)…');
  });

  const database = await prepareDatabase({
    databaseUrl: databaseUrl(),
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: (message, fields) => say(`${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`),
  });
  try {
    const client = createOpenAlexClient({
      baseUrl: env.OPENALEX_BASE_URL,
      email: env.OPENALEX_EMAIL,
      apiKey: env.OPENALEX_API_KEY,
      bucket: createTokenBucket({ perSecond: requestsPerSecond }),
      retry: defaultRetryPolicy,
      sleep: realSleep,
      onRetry: say,
    });
    const progress = createProgressPrinter(process.stdout);
    const started = Date.now();
    say(
      `Harvesting OpenAlex (${env.OPENALEX_BASE_URL}): up to ${settings.limitPerJournal ?? harvestDefaults.limitPerJournal} ` +
        `works a journal from the last ${settings.years ?? harvestDefaults.years} years; journals harvested in the last ` +
        `${settings.freshDays ?? harvestDefaults.freshDays} days are skipped.`,
    );
    const result = await runHarvest({
      databaseUrl: database.url,
      client,
      ...settings,
      signal: controller.signal,
      onProgress: (update) => progress.update(update),
      report: say,
    });
    progress.finish();
    say(describeEnd(result, Date.now() - started));
    return result.stoppedBy === 'refused' || result.stoppedBy === 'unavailable' ? 1 : 0;
  } finally {
    await database.stop();
  }
}

runToExit(main);
