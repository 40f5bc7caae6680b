// How many catalogue exports run at once in this process: EXPORTS_RUNNING stream, EXPORTS_WAITING more wait their
// turn (at most EXPORT_MAX_WAIT_MS), and beyond that an export is refused at once with 429 `exportsBusy` and
// Retry-After. A whole-catalogue export keeps a core busy for seconds (4.75 s alone): twenty at once made each take
// 84–120 s and starved the rest of the site; a few at a time finish each in seconds. A separate bound from the
// per-visitor limit (export-rate-limit.ts), which stops one visitor's loop, not many visitors at once.
import 'server-only';
import { ApiError } from '../core/api-error';
import { processSingleton } from '../core/process-singleton';
import { createSlotQueue, type ReleaseSlot, type SlotQueue } from '../shared/slot-queue';

export const EXPORTS_RUNNING = 2;
export const EXPORTS_WAITING = 4;
/** Below the 60 s a reverse proxy commonly allows an answer to send nothing, so a waiter is answered, not cut. */
export const EXPORT_MAX_WAIT_MS = 45_000;
/** A refused export is told to come back after about the time a queued export takes. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

export const exportSlots = (): SlotQueue =>
  processSingleton('catalogue-export-slots', () =>
    createSlotQueue({ running: EXPORTS_RUNNING, waiting: EXPORTS_WAITING }),
  );

const busy = () =>
  new ApiError('rate_limited', 'exportsBusy', { headers: { 'retry-after': String(EXPORT_RETRY_AFTER_SECONDS) } });

/**
 * A slot for one export, waiting for it while the line has room; 429 `exportsBusy` when it is full or the wait
 * outlasts EXPORT_MAX_WAIT_MS. `signal` is the request's: a client that leaves while waiting leaves the line.
 */
export async function acquireExportSlot(signal: AbortSignal): Promise<ReleaseSlot> {
  const waitLimit = AbortSignal.timeout(EXPORT_MAX_WAIT_MS);
  try {
    const release = await exportSlots().acquire(AbortSignal.any([signal, waitLimit]));
    if (release) return release;
  } catch (error) {
    if (!waitLimit.aborted) throw error;
  }
  throw busy();
}
