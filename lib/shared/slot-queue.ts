// A bound on work running at once with a short waiting line: `running` holders at most, `waiting` more queued in
// arrival order, and beyond both a refusal at once (the caller answers "busy, come back later" instead of letting
// work pile up). A waiter whose signal aborts (its client left, or it waited too long) leaves the line. Pure.

/** Gives the slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

export interface SlotQueue {
  /**
   * A slot now if one is free, else once one frees; null at once when the line is full. Rejects with the signal's
   * reason when the signal aborts while waiting.
   */
  acquire(signal?: AbortSignal): Promise<ReleaseSlot | null>;
  /** How many hold a slot, and how many wait for one. */
  counts(): { running: number; waiting: number };
}

interface Waiter {
  grant: (release: ReleaseSlot) => void;
}

export function createSlotQueue(limits: { running: number; waiting: number }): SlotQueue {
  let running = 0;
  const line: Waiter[] = [];

  const makeRelease = (): ReleaseSlot => {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const next = line.shift();
      // The slot passes straight to the first waiter, so no newcomer can take it in between.
      if (next) next.grant(makeRelease());
      else running -= 1;
    };
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (running < limits.running) {
        running += 1;
        return Promise.resolve(makeRelease());
      }
      if (line.length >= limits.waiting) return Promise.resolve(null);
      return new Promise<ReleaseSlot>((resolve, reject) => {
        const onAbort = () => {
          const index = line.indexOf(waiter);
          if (index >= 0) line.splice(index, 1);
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          grant: (release) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        line.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    counts: () => ({ running, waiting: line.length }),
  };
}
