// The process's one recommender index: built by the first request (or the warm-up at start), then checked against the
// catalogue every RECOMMEND_INDEX_CHECK_SECONDS and rebuilt in the background when an import or a harvest changed it;
// requests keep using the current index meanwhile (and wait only for the first). A failed build is retried with
// backoff (index-keeper.ts), logged once per failure with its reason. Each build runs in a worker thread, so the server
// answers while it runs. One per process (processSingleton), so every Next bundle shares it.
import 'server-only';
import { env } from '../core/env';
import { log } from '../core/log';
import { buildRecommendIndexInWorker } from './build-index-in-worker';
import type { RecommendIndex } from './engine/build-index';
import { readCatalogueVersion } from './catalogue-version';
import { IndexKeeper } from './index-keeper';
import { loadCatalogueEntries } from './load-catalogue';
import { worksDatabase } from './load-journal-works';
import { processSingleton } from '../core/process-singleton';
import { isProcessStopping } from '../core/process-stopping';

async function build(): Promise<{ index: RecommendIndex; version: string }> {
  const started = Date.now();
  // Read before the rows: an import finishing in between shows up as a changed version at the next check.
  const version = await readCatalogueVersion();
  const entries = await loadCatalogueEntries();
  log.debug('recommendation index: catalogue read, building in a worker thread', { journals: entries.length });
  // The worker reads the journals' articles and topics page by page on its own connection and analyses them.
  const index = await buildRecommendIndexInWorker(entries, {}, { database: worksDatabase() });
  log.info('recommendation index built', { journals: index.entries.length, ms: Date.now() - started });
  return { index, version };
}

function createKeeper(): IndexKeeper<RecommendIndex> {
  return new IndexKeeper<RecommendIndex>({
    build,
    readVersion: readCatalogueVersion,
    now: Date.now,
    setTimer: (run, ms) => setTimeout(() => isProcessStopping() || run(), ms).unref(),
    onFailure: ({ error, failures, retryInMs, isServing }) => {
      // A stop closes the database under a running build: that is the stop, not a failure.
      if (isProcessStopping()) {
        log.info('recommendation index build stopped: the server is stopping');
        return;
      }
      log.error('recommendation index build failed; retrying', {
        reason: error instanceof Error ? error.message : String(error),
        failures,
        retryInSeconds: retryInMs / 1000,
        serving: isServing ? 'the previous index' : 'nothing yet',
      });
    },
    checkEveryMs: env.RECOMMEND_INDEX_CHECK_SECONDS * 1000,
    retryBaseMs: 2_000,
    retryMaxMs: 120_000,
    // With the first try and two retries (2 s, 4 s apart), a database slow for half a minute delays answers, no more.
    failuresBeforeRefusing: 3,
  });
}

const keeper = processSingleton('recommend-index', createKeeper);

export function getRecommendIndex(): Promise<RecommendIndex> {
  return keeper.get();
}

/** Starts the first build in the background (at server start); failures are logged and retried by the keeper. */
export function warmRecommendIndex(): void {
  keeper.startInBackground();
}

/** Checks the catalogue now and waits for a rebuild if it changed (tests, and after an import in this process). */
export async function refreshRecommendIndex(): Promise<void> {
  await keeper.refreshNow();
}
