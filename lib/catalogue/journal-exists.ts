// Which catalogue journals exist, answered from memory: proxy.ts must know before a journal page renders whether to
// send status 404, and the sitemaps list every journal. The ids (in SJR rank order) are loaded once from the database
// and reloaded at most every five minutes. An id the list lacks is confirmed by one indexed lookup before it is called
// missing (the list may predate an import still running), and remembered as missing for a while, in bounded memory.
// No `import 'server-only'`: proxy.ts imports this module, and its bundle is not built for React's server condition.
import { db } from '../core/db';
import { describeError, log } from '../core/log';
import { processSingleton } from '../core/process-singleton';
import { isSourceId } from '../schemas/source-id';

interface Snapshot {
  /** Source ids as decimal strings, best SJR rank first (the sitemaps' order). */
  ids: string[];
  set: Set<string>;
  loadedAt: number;
}

interface Holder {
  snapshot?: Snapshot;
  loading?: Promise<Snapshot>;
  /** Ids confirmed missing, with when; a Map keeps insertion order, so the first key is the oldest. */
  missing?: Map<string, number>;
}

const REFRESH_AFTER_MS = 5 * 60_000;
// An empty catalogue is most likely still being imported at first start: look again soon rather than answer 404 for
// every journal for five minutes.
const EMPTY_REFRESH_AFTER_MS = 5_000;
const MISSING_FOR_MS = 5 * 60_000;
// Enough to absorb a crawler's burst of dead links; the oldest entries go first.
const MAX_REMEMBERED_MISSING = 10_000;

// One per process, because proxy.ts and the route handlers are separate bundles in one process: one copy, one load.
const holder = processSingleton<Holder>('journal-ids', () => ({}));

async function loadSnapshot(): Promise<Snapshot> {
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT source_id::text AS id FROM journals ORDER BY rank, source_id`;
  const ids = rows.map((row) => row.id);
  return { ids, set: new Set(ids), loadedAt: Date.now() };
}

function reload(): Promise<Snapshot> {
  holder.loading ??= loadSnapshot()
    .then((snapshot) => {
      holder.snapshot = snapshot;
      return snapshot;
    })
    .finally(() => {
      holder.loading = undefined;
    });
  return holder.loading;
}

async function currentSnapshot(): Promise<Snapshot> {
  const snapshot = holder.snapshot;
  if (!snapshot) return reload();
  const maxAge = snapshot.set.size > 0 ? REFRESH_AFTER_MS : EMPTY_REFRESH_AFTER_MS;
  if (Date.now() - snapshot.loadedAt < maxAge) return snapshot;
  // A stale list still answers at once while the fresh one loads; only an empty one is worth waiting for.
  const reloading = reload();
  if (snapshot.set.size === 0) return reloading;
  reloading.catch((error: unknown) => log.warn('journal id reload failed', describeError(error)));
  return snapshot;
}

async function isConfirmedMissing(sourceId: string): Promise<boolean> {
  const missing = (holder.missing ??= new Map());
  const checkedAt = missing.get(sourceId);
  if (checkedAt !== undefined && Date.now() - checkedAt < MISSING_FOR_MS) return true;
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM journals WHERE source_id = ${BigInt(sourceId)}`;
  missing.delete(sourceId);
  if (rows.length > 0) {
    // The list is older than the catalogue: take the fresh one.
    reload().catch((error: unknown) => log.warn('journal id reload failed', describeError(error)));
    return false;
  }
  missing.set(sourceId, Date.now());
  if (missing.size > MAX_REMEMBERED_MISSING) missing.delete(missing.keys().next().value as string);
  return true;
}

/** True when the catalogue holds this source id; non-numeric ids are missing without touching the database. */
export async function journalExists(sourceId: string): Promise<boolean> {
  // Anything that cannot be a Sourceid is missing without a query.
  if (!isSourceId(sourceId)) return false;
  if ((await currentSnapshot()).set.has(sourceId)) return true;
  return !(await isConfirmedMissing(sourceId));
}

/** Every source id of the catalogue, best SJR rank first. */
export async function listJournalSourceIds(): Promise<readonly string[]> {
  return (await currentSnapshot()).ids;
}
