// The recommendation index's build, run in a worker thread (started by ../build-index-in-worker.ts) so that the
// server keeps answering while it runs: receives the catalogue in chunks, builds, hands the packed index back one part
// per request of the main thread (so reading them never holds its event loop long), and ends, freeing the build's
// memory. The journals' works come after the catalogue: read here from the database, page by page, on the worker's own
// connection (the server's builds: no works row ever reaches the main thread), or sent by the main thread a chunk at a
// time (generated works), each analysed as it arrives and acknowledged, so the main thread never queues more than a
// few. Plain relative imports: compiled to dist/ as it is.
import { parentPort } from 'node:worker_threads';
import { loadWordList } from '../bridge/word-list';
import { buildRecommendIndex } from './build-index';
import type { CatalogueEntry } from './catalogue-entry';
import { type IndexPart, packRecommendIndex, splitPackedIndex } from './index-transfer';
import { WorksCollector } from './works-collector';
import { type WorksDatabase, worksFromDatabase } from './works-from-database';
import type { JournalWorks } from './works-index';

export type ToBuildWorker =
  | { type: 'entries'; entries: CatalogueEntry[] }
  | { type: 'works'; works: JournalWorks[] }
  /** `database`: the works are read from it before the build. */
  | { type: 'build'; database?: WorksDatabase }
  | { type: 'next' };
export type FromBuildWorker =
  | { type: 'part'; part: IndexPart }
  | { type: 'worksTaken' }
  | { type: 'built' }
  | { type: 'failed'; message: string; stack?: string };

const port = parentPort;
if (!port) throw new Error('build-index-worker runs as a worker thread');

const entries: CatalogueEntry[] = [];
let works: WorksCollector | undefined;
let outbox: ReturnType<typeof splitPackedIndex> = [];

function sendNext(): void {
  const next = outbox.shift();
  if (next) return port?.postMessage({ type: 'part', part: next.part } satisfies FromBuildWorker, next.transfer);
  port?.postMessage({ type: 'built' } satisfies FromBuildWorker);
  port?.close();
}

function fail(error: unknown): void {
  const { message: text, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  port?.postMessage({ type: 'failed', message: text, stack } satisfies FromBuildWorker);
  port?.close();
}

// Every entry came before the first works (the messages keep their order).
const collector = () => (works ??= new WorksCollector(entries, loadWordList()));

async function build(database: WorksDatabase | undefined): Promise<void> {
  if (database) for await (const chunk of worksFromDatabase(database)) collector().add(chunk);
  const index = buildRecommendIndex(entries, loadWordList(), works?.build());
  works = undefined;
  outbox = splitPackedIndex(packRecommendIndex(index));
  entries.length = 0;
  sendNext();
}

port.on('message', (message: ToBuildWorker) => {
  if (message.type === 'entries') {
    for (const entry of message.entries) entries.push(entry);
  } else if (message.type === 'works') {
    try {
      collector().add(message.works);
      port.postMessage({ type: 'worksTaken' } satisfies FromBuildWorker);
    } catch (error) {
      fail(error);
    }
  } else if (message.type === 'next') {
    sendNext();
  } else {
    build(message.database).catch(fail);
  }
});
