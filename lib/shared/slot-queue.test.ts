import { createSlotQueue } from './slot-queue';

describe('createSlotQueue', () => {
  it('lets `running` in at once, queues `waiting` more and refuses the rest at once', async () => {
    const queue = createSlotQueue({ running: 2, waiting: 1 });
    const first = await queue.acquire();
    const second = await queue.acquire();
    const third = queue.acquire();
    expect(await queue.acquire()).toBeNull();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(queue.counts()).toEqual({ running: 2, waiting: 1 });

    first!();
    const thirdRelease = await third;
    expect(thirdRelease).not.toBeNull();
    expect(queue.counts()).toEqual({ running: 2, waiting: 0 });
  });

  it('hands a freed slot to the waiters in arrival order, never to a newcomer', async () => {
    const queue = createSlotQueue({ running: 1, waiting: 2 });
    const holder = await queue.acquire();
    const order: string[] = [];
    const a = queue.acquire().then((release) => (order.push('a'), release));
    const b = queue.acquire().then((release) => (order.push('b'), release));
    holder!();
    // The slot went to "a": a newcomer finds the line not empty and waits (or is refused when it is full).
    expect(queue.counts()).toEqual({ running: 1, waiting: 1 });
    (await a)!();
    (await b)!();
    expect(order).toEqual(['a', 'b']);
    expect(queue.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('counts a release once, however often it is called', async () => {
    const queue = createSlotQueue({ running: 1, waiting: 0 });
    const release = await queue.acquire();
    release!();
    release!();
    expect(queue.counts()).toEqual({ running: 0, waiting: 0 });
    expect(await queue.acquire()).not.toBeNull();
    expect(await queue.acquire()).toBeNull();
  });

  it('takes a waiter whose signal aborts out of the line, and rejects with its reason', async () => {
    const queue = createSlotQueue({ running: 1, waiting: 1 });
    const holder = await queue.acquire();
    const controller = new AbortController();
    const waiting = queue.acquire(controller.signal);
    controller.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    expect(queue.counts()).toEqual({ running: 1, waiting: 0 });
    holder!();
    expect(queue.counts()).toEqual({ running: 0, waiting: 0 });
  });
});
