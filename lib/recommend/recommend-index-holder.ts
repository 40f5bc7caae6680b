// The process's one recommender index: built lazily by the first request (shared by concurrent ones), then checked
// against the catalogue every RECOMMEND_INDEX_CHECK_SECONDS and rebuilt in the background when an import changed it;
// requests keep using the current index meanwhile (and wait for the first). Each build runs in a worker thread, so
// the server answers while it runs. Kept on globalThis so every Next bundle shares one.
import 'server-only';
import { env } from '../core/env';
import { describeError, log } from '../core/log';
import { buildRecommendIndexInWorker } from './build-index-in-worker';
import type { RecommendIndex } from './engine/build-index';
import { readCatalogueVersion } from './catalogue-version';
import { loadCatalogueEntries } from './load-catalogue';
import { loadJournalWorks } from './load-journal-works';

interface Holder {
  current?: Promise<{ index: RecommendIndex; version: string }>;
  checkedAt: number;
  checking?: Promise<void>;
}

const shared = globalThis as { __jurnalFinderRecommendIndex?: Holder };
const holder = (shared.__jurnalFinderRecommendIndex ??= { checkedAt: 0 });

async function build(): Promise<{ index: RecommendIndex; version: string }> {
  const started = Date.now();
  // Read before the rows: an import finishing in between shows up as a changed version at the next check.
  const version = await readCatalogueVersion();
  const entries = await loadCatalogueEntries();
  log.debug('recommendation index: catalogue read, building in a worker thread', { journals: entries.length });
  // The journals' articles and topics are read page by page while the worker analyses them.
  const index = await buildRecommendIndexInWorker(entries, {}, loadJournalWorks());
  log.info('recommendation index built', { journals: index.entries.length, ms: Date.now() - started });
  return { index, version };
}

/** Compares the catalogue's version with the index's, and swaps in a new index once it is built. */
async function refresh(): Promise<void> {
  const current = await holder.current;
  if (current && (await readCatalogueVersion()) === current.version) return;
  const next = build();
  await next;
  holder.current = next;
}

export async function getRecommendIndex(): Promise<RecommendIndex> {
  if (!holder.current) {
    holder.checkedAt = Date.now();
    const first = build();
    holder.current = first;
    // A failed build is not kept: the next request tries again.
    first.catch(() => holder.current === first && (holder.current = undefined));
  } else if (Date.now() - holder.checkedAt > env.RECOMMEND_INDEX_CHECK_SECONDS * 1000 && !holder.checking) {
    holder.checkedAt = Date.now();
    holder.checking = refresh()
      .catch((error: unknown) => log.error('recommendation index refresh failed', describeError(error)))
      .finally(() => (holder.checking = undefined));
  }
  return (await holder.current).index;
}

/** Checks the catalogue now and waits for a rebuild if it changed (tests, and after an import in this process). */
export async function refreshRecommendIndex(): Promise<void> {
  if (!holder.current) {
    await getRecommendIndex();
    return;
  }
  holder.checkedAt = Date.now();
  await refresh();
}
