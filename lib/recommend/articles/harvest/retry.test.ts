import { parseRetryAfter, RetriesExhaustedError, RetryableError, withRetries, type RetryPolicy } from './retry';

const policy: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 1_500, maxRetryAfterMs: 60_000 };

/** An attempt that fails with the given errors in turn, then answers 'ok'; and the sleeps it caused. */
function script(...failures: Error[]) {
  const sleeps: number[] = [];
  let calls = 0;
  const attempt = async () => {
    calls += 1;
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  };
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  return { attempt, sleep, sleeps, calls: () => calls };
}

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7_000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(parseRetryAfter('Tue, 24 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('gives undefined for nothing or nonsense', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-3')).toBeUndefined();
  });
});

describe('withRetries', () => {
  it('waits what Retry-After asked, then succeeds', async () => {
    const run = script(new RetryableError('429', 2_000, true));
    expect(await withRetries(run.attempt, policy, run.sleep)).toBe('ok');
    expect(run.sleeps).toEqual([2_000]);
  });

  it('backs off exponentially without Retry-After, capped at maxDelayMs', async () => {
    const run = script(new RetryableError('503'), new RetryableError('503'), new RetryableError('reset'));
    const retries: [number, number][] = [];
    await withRetries(run.attempt, policy, run.sleep, (_error, wait, failures) => retries.push([failures, wait]));
    expect(run.sleeps).toEqual([500, 1_000, 1_500]);
    expect(retries).toEqual([
      [1, 500],
      [2, 1_000],
      [3, 1_500],
    ]);
  });

  it('mixes the two: each wait follows its own failure', async () => {
    const run = script(new RetryableError('503'), new RetryableError('429', 3_000, true), new RetryableError('503'));
    await withRetries(run.attempt, policy, run.sleep);
    expect(run.sleeps).toEqual([500, 3_000, 1_500]);
  });

  it('gives up after the last try, with the last error, without sleeping after it', async () => {
    const run = script(...Array.from({ length: 4 }, (_, index) => new RetryableError(`503 #${index + 1}`)));
    const failure = await withRetries(run.attempt, policy, run.sleep).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetriesExhaustedError);
    expect((failure as RetriesExhaustedError).last.message).toBe('503 #4');
    expect((failure as RetriesExhaustedError).tries).toBe(4);
    expect(run.calls()).toBe(4);
    expect(run.sleeps).toEqual([500, 1_000, 1_500]);
  });

  it('does not wait for a Retry-After beyond maxRetryAfterMs (a spent daily allowance)', async () => {
    const run = script(new RetryableError('429', 3_600_000, true));
    const failure = (await withRetries(run.attempt, policy, run.sleep).catch((error: unknown) => error)) as RetriesExhaustedError;
    expect(failure.isWaitTooLong).toBe(true);
    expect(failure.isRateLimit).toBe(true);
    expect(run.sleeps).toEqual([]);
  });

  it('lets other errors through at once', async () => {
    const run = script(new TypeError('a bug'));
    await expect(withRetries(run.attempt, policy, run.sleep)).rejects.toThrow('a bug');
    expect(run.calls()).toBe(1);
    expect(run.sleeps).toEqual([]);
  });
});
