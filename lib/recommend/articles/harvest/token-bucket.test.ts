import { createTokenBucket } from './token-bucket';

/** A clock that only moves when the bucket sleeps, and the times at which each take() resolved. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    advance: (ms: number) => {
      time += ms;
    },
    sleeps,
  };
}

async function takeTimes(bucket: { take(): Promise<void> }, clock: { now(): number }, count: number) {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    await bucket.take();
    times.push(clock.now());
  }
  return times;
}

describe('createTokenBucket', () => {
  it('spaces requests by a tenth of a second at 10 a second with capacity 1', async () => {
    const clock = fakeClock();
    const bucket = createTokenBucket({ perSecond: 10, now: clock.now, sleep: clock.sleep });
    expect(await takeTimes(bucket, clock, 5)).toEqual([0, 100, 200, 300, 400]);
  });

  it('never lets a one-second window hold more than perSecond requests', async () => {
    const clock = fakeClock();
    const bucket = createTokenBucket({ perSecond: 10, now: clock.now, sleep: clock.sleep });
    const times = await takeTimes(bucket, clock, 35);
    for (const start of times) expect(times.filter((time) => time >= start && time < start + 1000).length).toBeLessThanOrEqual(10);
  });

  it('lets a full bucket send its capacity at once, then refills at the rate', async () => {
    const clock = fakeClock();
    const bucket = createTokenBucket({ perSecond: 4, capacity: 3, now: clock.now, sleep: clock.sleep });
    expect(await takeTimes(bucket, clock, 5)).toEqual([0, 0, 0, 250, 500]);
  });

  it('does not wait when the caller was slower than the rate', async () => {
    const clock = fakeClock();
    const bucket = createTokenBucket({ perSecond: 10, now: clock.now, sleep: clock.sleep });
    await bucket.take();
    clock.advance(150);
    await bucket.take();
    clock.advance(40);
    await bucket.take();
    // Only the third waited: 40 ms had passed, 60 ms were missing.
    expect(clock.sleeps).toEqual([60]);
  });

  it('serves callers who take at the same time one after the other', async () => {
    const clock = fakeClock();
    const bucket = createTokenBucket({ perSecond: 10, now: clock.now, sleep: clock.sleep });
    const order: [number, number][] = [];
    await Promise.all([0, 1, 2].map((caller) => bucket.take().then(() => order.push([caller, clock.now()]))));
    expect(order).toEqual([
      [0, 0],
      [1, 100],
      [2, 200],
    ]);
  });
});
