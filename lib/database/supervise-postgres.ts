// Keeps the embedded PostgreSQL running: when it exits without being asked to, it is started again a bounded number
// of times with growing pauses; the outage is reported once, and giving up is reported so the server can stop.
import type { PostgresExit, PostgresProcess } from './postgres-process';

export interface PostgresSupervisor {
  /** Stops the server for good (no restart), a fast shutdown bounded by timeoutMs. */
  stop(timeoutMs: number): Promise<void>;
}

/** Pauses before each restart attempt: about half a minute in all, then the supervisor gives up. */
export const restartDelaysMs = [250, 500, 1000, 2000, 4000, 8000, 8000, 8000];

function describeExit(exit: PostgresExit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code}`;
}

export function supervisePostgres(options: {
  first: PostgresProcess;
  start: () => Promise<PostgresProcess>;
  onDown: (reason: string) => void;
  onRestarted: (attempt: number) => void;
  onGiveUp: (error: unknown) => void;
  delaysMs?: number[];
}): PostgresSupervisor {
  const delays = options.delaysMs ?? restartDelaysMs;
  let current: PostgresProcess | undefined = options.first;
  let isStopping = false;
  let wake: (() => void) | undefined;
  // A restart in progress: a stop waits for it (a server it started is stopped there), so none is left running.
  let restarting: Promise<void> | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function restart(exit: PostgresExit): Promise<void> {
    current = undefined;
    options.onDown(`embedded PostgreSQL ${describeExit(exit)}`);
    let lastError: unknown = new Error(`embedded PostgreSQL ${describeExit(exit)}`);
    for (const [index, delay] of delays.entries()) {
      await pause(delay);
      if (isStopping) return;
      try {
        const started = await options.start();
        if (isStopping) {
          await started.stop(5000);
          return;
        }
        current = started;
        options.onRestarted(index + 1);
        watch(started);
        return;
      } catch (error) {
        lastError = error;
      }
    }
    if (!isStopping) options.onGiveUp(lastError);
  }

  function watch(process: PostgresProcess): void {
    void process.exited.then((exit) => {
      if (isStopping || current !== process) return;
      restarting = restart(exit).finally(() => (restarting = undefined));
    });
  }

  watch(options.first);
  return {
    async stop(timeoutMs: number) {
      isStopping = true;
      wake?.();
      await restarting;
      await current?.stop(timeoutMs);
    },
  };
}
