// The harvest's pace: a token bucket refilled at `perSecond` tokens a second, holding at most `capacity`; each request
// takes one token, waiting for it when the bucket is empty. Capacity 1 (the default) spaces requests by 1/perSecond,
// so no one-second window ever holds more than `perSecond` requests (OpenAlex asks for at most 10 a second). Callers
// that take at the same time are served one after the other, in order. Clock and sleep are injected for tests.

export interface TokenBucketOptions {
  perSecond: number;
  capacity?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface TokenBucket {
  /** Resolves when the caller may send one request. */
  take(): Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTokenBucket({ perSecond, capacity = 1, now = Date.now, sleep = realSleep }: TokenBucketOptions): TokenBucket {
  if (!(perSecond > 0) || !(capacity >= 1)) throw new RangeError('perSecond must be above 0 and capacity at least 1');
  let tokens = capacity;
  let refilledAt = now();
  let queue: Promise<void> = Promise.resolve();

  const refill = () => {
    const at = now();
    tokens = Math.min(capacity, tokens + ((at - refilledAt) * perSecond) / 1000);
    refilledAt = at;
  };

  const takeOne = async () => {
    refill();
    if (tokens < 1) {
      await sleep(Math.ceil(((1 - tokens) * 1000) / perSecond));
      refill();
    }
    tokens = Math.max(0, tokens - 1);
  };

  return {
    take() {
      const turn = queue.then(takeOne);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
