// Builds the recommendation index in a worker thread (engine/build-index-worker.ts), so the event loop keeps serving
// requests during the seconds the build takes: the catalogue goes over in chunks, the journals' works are read by the
// worker itself from the database (or, generated, sent in chunks), the index comes back in parts whose typed arrays
// are transferred, and the worker is ended once it has sent them, which frees the build's working memory.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { loadWordList } from './bridge/word-list';
import type { RecommendIndex } from './engine/build-index';
import type { FromBuildWorker, ToBuildWorker } from './engine/build-index-worker';
import type { CatalogueEntry } from './engine/catalogue-entry';
import { collectIndexParts, unpackRecommendIndex } from './engine/index-transfer';
import type { WorksDatabase } from './engine/works-from-database';
import type { JournalWorks } from './engine/works-index';

// Small enough that copying one chunk to the worker never holds the event loop for long (a few ms each).
const ENTRIES_PER_MESSAGE = 2_000;
// Chunks of works sent and not yet taken by the worker: enough to keep it busy, few enough not to pile up in memory.
const WORKS_IN_FLIGHT = 2;

/**
 * Starts the worker's code: compiled beside the compiled server (`npm start` runs dist/server.js, and the build
 * compiles the worker to dist/lib/…), else the TypeScript source through tsx's require hook (`npm run dev`, the
 * scripts, Jest). The running script, not Next's bundle, says which: the bundle's own file names point into .next/.
 */
export function startIndexWorker(): Worker {
  const script = process.argv[1] ?? '';
  const compiled = path.join(path.dirname(script), 'lib', 'recommend', 'engine', 'build-index-worker.js');
  if (script.endsWith('.js') && existsSync(compiled)) return startThread(compiled, { execArgv: [] });
  const source = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'recommend', 'engine', 'build-index-worker.ts');
  return startThread(`require('tsx/cjs'); require(${JSON.stringify(source)});`, { eval: true, execArgv: [] });
}

// Next's bundler resolves the file of a `new Worker(…)` when it builds; this one is chosen when the server runs.
const startThread = (file: string, options: WorkerOptions): Worker => Reflect.construct(Worker, [file, options]);

export type WorkerBuildObserver = {
  /** The worker thread has ended (its memory is released). */
  onExit?: (exitCode: number) => void;
};

/** The journals' articles and topics: a database the worker reads them from, or chunks sent after the catalogue. */
export type WorksSource = { database: WorksDatabase } | AsyncIterable<JournalWorks[]> | Iterable<JournalWorks[]>;

export async function buildRecommendIndexInWorker(
  entries: readonly CatalogueEntry[],
  observer: WorkerBuildObserver = {},
  source: WorksSource = [],
): Promise<RecommendIndex> {
  const worker = startIndexWorker();
  worker.once('exit', (exitCode) => observer.onExit?.(exitCode));
  const parts = collectIndexParts();
  const send = (message: ToBuildWorker) => worker.postMessage(message);
  let worksInFlight = 0;
  let worksTaken: (() => void) | undefined;
  const built = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromBuildWorker) => {
      if (message.type === 'part') {
        parts.add(message.part);
        // The next part is asked for on a later turn, so requests waiting meanwhile are served between parts.
        void nextTurn().then(() => send({ type: 'next' }));
      } else if (message.type === 'worksTaken') {
        worksInFlight -= 1;
        worksTaken?.();
      } else if (message.type === 'built') resolve();
      else reject(Object.assign(new Error(`recommendation index build failed: ${message.message}`), { stack: message.stack }));
    });
    worker.once('error', reject);
    worker.once('exit', (exitCode) => reject(new Error(`the index build's worker stopped early (exit code ${exitCode})`)));
  });
  built.catch(() => undefined); // awaited below; a failure while the catalogue is still being sent is not lost
  try {
    for (let start = 0; start < entries.length; start += ENTRIES_PER_MESSAGE) {
      send({ type: 'entries', entries: entries.slice(start, start + ENTRIES_PER_MESSAGE) });
      await nextTurn();
    }
    const database = 'database' in source ? source.database : undefined;
    for await (const chunk of 'database' in source ? [] : source) {
      while (worksInFlight >= WORKS_IN_FLIGHT) {
        await Promise.race([new Promise<void>((resolve) => (worksTaken = resolve)), built]);
      }
      worksInFlight += 1;
      send({ type: 'works', works: chunk });
    }
    send({ type: 'build', database });
    await built;
  } finally {
    // Every part came before `built`; ending the thread here also ends one that failed or hangs.
    await worker.terminate();
  }
  return unpackRecommendIndex(parts.packed(), entries, loadWordList());
}
