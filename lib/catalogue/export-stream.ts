// The export's answer body: the chunks of exportJournals as bytes, never cut silently. A file that cannot be
// finished (the database stopped answering, it ran past EXPORT_TIME_LIMIT_MS, the server is stopping, a bug) is logged with why and ends
// with a line saying it is incomplete, then closes normally, so the download never looks whole when it is not; a
// client that leaves (the stream is cancelled, or the request's signal aborts: the server may drop an answer whose
// client has gone without reading it) is logged and its cursor closed. Whichever way it ends, `onEnd` runs once (the
// export's slot is given back).
import 'server-only';
import { describeError, log } from '../core/log';
import { isDatabaseUnavailable } from '../database/is-database-unavailable';
import type { ExportChunk } from './export-journals';
import { type ExportLang, type ExportStopReason, journalCsvIncomplete } from './journal-csv';
import { trackRunningExport } from './running-exports';

/** Longer than any export of the whole catalogue on a busy server; a client reading slower is cut with the last line. */
export const EXPORT_TIME_LIMIT_MS = 5 * 60 * 1000;

export interface ExportStreamOptions {
  lang: ExportLang;
  requestId?: string;
  onEnd: () => void;
  /** The request's: it aborts when the client has gone. */
  signal?: AbortSignal;
  timeLimitMs?: number;
}

/** `first` was read before answering (so an error there is still the one error shape). */
export function exportStream(
  chunks: AsyncGenerator<ExportChunk>,
  first: ExportChunk,
  { lang, requestId, onEnd, signal, timeLimitMs = EXPORT_TIME_LIMIT_MS }: ExportStreamOptions,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const startedAt = Date.now();
  let rows = 0;
  let hasEnded = false;
  let timer: NodeJS.Timeout | undefined;
  let streamController: ReadableStreamDefaultController<Uint8Array> | undefined;
  let untrack: () => void = () => undefined;

  const end = (): boolean => {
    if (hasEnded) return false;
    hasEnded = true;
    clearTimeout(timer);
    untrack();
    signal?.removeEventListener('abort', onClientGone);
    onEnd();
    return true;
  };
  const closeCursor = () => void chunks.return(undefined).catch(() => undefined);

  const stop = (controller: ReadableStreamDefaultController<Uint8Array>, reason: ExportStopReason, error?: unknown) => {
    if (!end()) return;
    const fields = { requestId, reason, rows, ms: Date.now() - startedAt, ...(error ? describeError(error) : {}) };
    if (reason === 'error') log.error('catalogue export cut short; its last line says it is incomplete', fields);
    else log.warn('catalogue export cut short; its last line says it is incomplete', fields);
    controller.enqueue(encoder.encode(journalCsvIncomplete(lang, rows, reason)));
    controller.close();
    closeCursor();
  };

  function leave(reason: unknown) {
    if (!end()) return;
    log.info('catalogue export cancelled by the client', {
      requestId,
      rows,
      ms: Date.now() - startedAt,
      reason: typeof reason === 'object' && reason !== null && 'name' in reason ? String(reason.name) : String(reason),
    });
    closeCursor();
  }
  function onClientGone() {
    leave(signal?.reason);
    try {
      // Nobody reads it any more; a reader still attached sees the end rather than waiting for ever.
      streamController?.close();
    } catch {
      // Already closed.
    }
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      streamController = controller;
      if (signal?.aborted) return onClientGone();
      signal?.addEventListener('abort', onClientGone, { once: true });
      timer = setTimeout(() => stop(controller, 'timeLimit'), timeLimitMs);
      timer.unref();
      rows += first.rows;
      controller.enqueue(encoder.encode(first.text));
      untrack = trackRunningExport(() => stop(controller, 'stopping'));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (hasEnded) return;
        if (next.done) {
          end();
          controller.close();
          return;
        }
        rows += next.value.rows;
        controller.enqueue(encoder.encode(next.value.text));
      } catch (error) {
        stop(controller, isDatabaseUnavailable(error, { fromDatabaseClient: true }) ? 'database' : 'error', error);
      }
    },
    cancel(reason) {
      leave(reason);
    },
  });
}
