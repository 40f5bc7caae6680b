// The harvest: for each journal (the catalogue's best ranked first, then the SINTA journals sharing no ISSN with it, S1
// first: list-journals-to-harvest.ts) not harvested within `freshDays`, find its OpenAlex source by ISSN (many
// journals per request), then store the source's topics and its newest works of the last `years` calendar years (this
// one included), at most `limitPerJournal`, replacing what an earlier harvest stored. A journal
// whose request fails after its retries is marked failed and the run goes on; a run ends early, and resumes on the
// next run where it stopped, when its time (`maxMinutes`) or journal budget (`maxJournals`) is spent, when it is
// interrupted, when OpenAlex keeps refusing us (429 past the retries, or a wait beyond the policy: a spent daily
// allowance; 401/403: a bad key), or after `maxConsecutiveFailures` failed requests in a row (OpenAlex is down).
import { withImportClient } from '../../../import/with-import-client';
import { visitedCount, type HarvestCounts, type HarvestProgress } from './harvest-progress';
import { describeJournal, type JournalToHarvest, listJournals } from './list-journals-to-harvest';
import {
  markFailed,
  markNotFound,
  releaseHarvestLock,
  saveHarvest,
  tryHarvestLock,
} from './harvest-store';
import { maxFilterValues, OpenAlexError, type OpenAlexClient } from './openalex-client';
import type { OpenAlexSource } from './openalex-records';
import { RetriesExhaustedError } from './retry';

export interface HarvestOptions {
  databaseUrl: string;
  client: OpenAlexClient;
  limitPerJournal?: number;
  years?: number;
  freshDays?: number;
  maxJournals?: number;
  maxMinutes?: number;
  maxConsecutiveFailures?: number;
  now?: () => number;
  signal?: AbortSignal;
  onProgress?: (progress: HarvestProgress) => void;
  /** One line for a person: a journal that failed, why the run stopped. */
  report?: (line: string) => void;
}

export const harvestDefaults = { limitPerJournal: 100, years: 5, freshDays: 30 } as const;

export type StopReason = 'max-minutes' | 'interrupted' | 'rate-limited' | 'refused' | 'unavailable';

export interface HarvestResult {
  counts: HarvestCounts;
  planned: number;
  /** Journals still due after this run (planned but not visited, and those past --max-journals). */
  left: number;
  stoppedBy: StopReason | null;
  stopMessage?: string;
}

/** Consecutive journals whose ISSNs together fit in one OpenAlex filter. */
export function batchByIssns(journals: JournalToHarvest[], maxIssns = maxFilterValues): JournalToHarvest[][] {
  const batches: JournalToHarvest[][] = [];
  let current: JournalToHarvest[] = [];
  let issns = 0;
  for (const journal of journals) {
    const size = Math.min(journal.issns.length, maxIssns);
    if (current.length > 0 && issns + size > maxIssns) {
      batches.push(current);
      current = [];
      issns = 0;
    }
    current.push(journal);
    issns += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The source sharing most ISSNs with the journal (the one with more works when two tie), or null. */
export function pickSource(journal: JournalToHarvest, sources: OpenAlexSource[]): OpenAlexSource | null {
  let best: { source: OpenAlexSource; shared: number } | null = null;
  for (const source of sources) {
    const shared = source.issns.filter((issn) => journal.issns.includes(issn)).length;
    if (shared === 0) continue;
    if (!best || shared > best.shared || (shared === best.shared && source.worksCount > best.source.worksCount)) {
      best = { source, shared };
    }
  }
  return best?.source ?? null;
}

/** Why this error ends the run, or null when it concerns only the journals of the request. */
function stopReasonOf(error: unknown): StopReason | null {
  if (error instanceof OpenAlexError && error.kind === 'refused') return 'refused';
  if (error instanceof RetriesExhaustedError && error.isRateLimit) return 'rate-limited';
  return null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runHarvest(options: HarvestOptions): Promise<HarvestResult> {
  const {
    client,
    limitPerJournal = harvestDefaults.limitPerJournal,
    years = harvestDefaults.years,
    freshDays = harvestDefaults.freshDays,
    maxJournals = Infinity,
    maxMinutes = Infinity,
    maxConsecutiveFailures = 10,
    now = Date.now,
    signal,
    onProgress,
    report = () => undefined,
  } = options;
  return withImportClient(options.databaseUrl, 'recommend harvest', async (db) => {
    if (!(await tryHarvestLock(db))) throw new Error('Another harvest is running on this database; try again when it ends.');
    try {
      const started = now();
      const deadline = started + maxMinutes * 60_000;
      const fromYear = new Date(started).getUTCFullYear() - years + 1;
      const { toHarvest, fresh } = await listJournals(db, new Date(started - freshDays * 86_400_000));
      const planned = toHarvest.slice(0, maxJournals);
      const counts: HarvestCounts = { done: 0, skipped: fresh, notFound: 0, failed: 0, works: 0 };
      const result: HarvestResult = { counts, planned: planned.length, left: 0, stoppedBy: null };
      let failuresInARow = 0;

      const progress = () => onProgress?.({ counts, planned: planned.length, elapsedMs: now() - started });
      const stop = (reason: StopReason, message: string) => {
        result.stoppedBy = reason;
        result.stopMessage = message;
      };
      const shouldStop = () => {
        if (signal?.aborted) stop('interrupted', 'Interrupted: the journals not visited are harvested by the next run.');
        else if (now() >= deadline) stop('max-minutes', `Stopped after ${maxMinutes} min (--max-minutes).`);
        return result.stoppedBy !== null;
      };
      /** Records a failed request; false when the run must stop because of it. */
      const failed = async (journals: JournalToHarvest[], error: unknown) => {
        const reason = stopReasonOf(error);
        if (reason) {
          stop(reason, `${messageOf(error)}. Stopping; the next run resumes here.`);
          return false;
        }
        for (const journal of journals) {
          await markFailed(db, journal, new Date(now()));
          counts.failed += 1;
        }
        const names = journals.length === 1 ? describeJournal(journals[0]) : `${journals.length} journals`;
        report(`Failed: ${names}: ${messageOf(error)}`);
        failuresInARow += 1;
        if (failuresInARow >= maxConsecutiveFailures) {
          stop('unavailable', `${failuresInARow} requests failed in a row; OpenAlex seems unavailable. Stopping.`);
          return false;
        }
        progress();
        return true;
      };

      const notFound = async (journal: JournalToHarvest) => {
        await markNotFound(db, journal, new Date(now()));
        counts.notFound += 1;
        progress();
      };

      progress();
      batches: for (const batch of batchByIssns(planned)) {
        // A journal without an ISSN cannot be looked up: not found, whatever the batch's request answers.
        for (const journal of batch.filter((item) => item.issns.length === 0)) {
          if (shouldStop()) break batches;
          await notFound(journal);
        }
        const lookedUp = batch.filter((journal) => journal.issns.length > 0);
        if (lookedUp.length === 0) continue;
        if (shouldStop()) break;
        const issns = [...new Set(lookedUp.flatMap((journal) => journal.issns))].slice(0, maxFilterValues);
        let sources: OpenAlexSource[];
        try {
          sources = await client.findSources(issns);
        } catch (error) {
          if (!(await failed(lookedUp, error))) break;
          continue;
        }
        failuresInARow = 0;
        for (const journal of lookedUp) {
          if (shouldStop()) break batches;
          const source = pickSource(journal, sources);
          if (!source) {
            await notFound(journal);
            continue;
          }
          let articles;
          try {
            articles = await client.recentWorks(source.id, { fromYear, limit: limitPerJournal });
          } catch (error) {
            if (!(await failed([journal], error))) break batches;
            continue;
          }
          failuresInARow = 0;
          counts.works += await saveHarvest(db, journal, { articles, topics: source.topics }, new Date(now()));
          counts.done += 1;
          progress();
        }
      }
      result.left = toHarvest.length - visitedCount(counts);
      return result;
    } finally {
      await releaseHarvestLock(db);
    }
  });
}
