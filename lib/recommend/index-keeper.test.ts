// The index keeper serves the index it has while it checks or rebuilds, retries a failed build after a growing wait
// (first build included), reports each failure once, and refuses waiting requests only after several failures in a row.
import { IndexKeeper, type BuiltIndex } from './index-keeper';

interface Failure {
  reason: string;
  failures: number;
  retryInMs: number;
  isServing: boolean;
}

function setup(outcomes: (BuiltIndex<string> | Error)[], version = { value: 'v1' }) {
  let clock = 0;
  const timers: { run: () => void; ms: number }[] = [];
  const failures: Failure[] = [];
  let builds = 0;
  const keeper = new IndexKeeper<string>({
    build: async () => {
      const outcome = outcomes[builds++];
      if (!outcome) throw new Error('no more builds planned');
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    readVersion: async () => version.value,
    now: () => clock,
    setTimer: (run, ms) => timers.push({ run, ms }),
    onFailure: ({ error, failures: count, retryInMs, isServing }) =>
      failures.push({ reason: (error as Error).message, failures: count, retryInMs, isServing }),
    checkEveryMs: 300_000,
    retryBaseMs: 2_000,
    retryMaxMs: 5_000,
    failuresBeforeRefusing: 3,
  });
  /** Fires the one scheduled retry and waits for the attempt it starts. */
  const fireRetry = async () => {
    expect(timers).toHaveLength(1);
    timers.shift()!.run();
    await keeper.idle();
  };
  return { keeper, timers, failures, fireRetry, builds: () => builds, advance: (ms: number) => (clock += ms) };
}

const slow = () => new Error('canceling statement due to statement timeout');

test('a first build that fails is retried after a growing wait, and waiting requests get the index once it builds', async () => {
  const { keeper, timers, failures, fireRetry } = setup([slow(), slow(), { index: 'first', version: 'v1' }]);
  const answers: string[] = [];
  const request = keeper.get().then((index) => answers.push(index));
  await keeper.idle();
  expect(timers.map((timer) => timer.ms)).toEqual([2_000]);
  await fireRetry();
  expect(timers.map((timer) => timer.ms)).toEqual([4_000]);
  await fireRetry();
  await request;
  expect(answers).toEqual(['first']);
  expect(failures).toEqual([
    { reason: 'canceling statement due to statement timeout', failures: 1, retryInMs: 2_000, isServing: false },
    { reason: 'canceling statement due to statement timeout', failures: 2, retryInMs: 4_000, isServing: false },
  ]);
  expect(timers).toEqual([]);
});

test('a request waiting for the first index is refused after three failures in a row, and the retries go on', async () => {
  const { keeper, timers, failures, fireRetry } = setup([slow(), slow(), slow(), { index: 'late', version: 'v1' }]);
  const request = keeper.get();
  await keeper.idle();
  await fireRetry();
  await fireRetry();
  await expect(request).rejects.toThrow('statement timeout');
  // The wait is capped.
  expect(failures.map((failure) => failure.retryInMs)).toEqual([2_000, 4_000, 5_000]);
  await fireRetry();
  await expect(keeper.get()).resolves.toBe('late');
  expect(timers).toEqual([]);
});

test('a failed rebuild keeps the previous index serving and is retried; the next success replaces it', async () => {
  const version = { value: 'v1' };
  const { keeper, failures, fireRetry, advance, builds } = setup(
    [{ index: 'old', version: 'v1' }, slow(), { index: 'new', version: 'v2' }],
    version,
  );
  await expect(keeper.get()).resolves.toBe('old');
  version.value = 'v2';
  // Not due yet: no check, no build.
  advance(299_000);
  await expect(keeper.get()).resolves.toBe('old');
  await keeper.idle();
  expect(builds()).toBe(1);
  advance(2_000);
  await expect(keeper.get()).resolves.toBe('old');
  await keeper.idle();
  expect(builds()).toBe(2);
  expect(failures).toEqual([
    { reason: 'canceling statement due to statement timeout', failures: 1, retryInMs: 2_000, isServing: true },
  ]);
  await expect(keeper.get()).resolves.toBe('old');
  await fireRetry();
  await expect(keeper.get()).resolves.toBe('new');
});

test('an unchanged catalogue is not rebuilt, and a refresh asked for throws the failure of its build', async () => {
  const version = { value: 'v1' };
  const { keeper, builds } = setup([{ index: 'one', version: 'v1' }, new Error('database down')], version);
  await keeper.refreshNow();
  await keeper.refreshNow();
  expect(builds()).toBe(1);
  version.value = 'v2';
  await expect(keeper.refreshNow()).rejects.toThrow('database down');
  await expect(keeper.get()).resolves.toBe('one');
});
