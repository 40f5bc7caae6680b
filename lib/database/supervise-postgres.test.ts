import type { PostgresExit, PostgresProcess } from './postgres-process';
import { supervisePostgres } from './supervise-postgres';

/** A stand-in for a running server whose exit the test decides. */
function runningServer(pid: number) {
  let exit: (value: PostgresExit) => void = () => undefined;
  const exited = new Promise<PostgresExit>((resolve) => (exit = resolve));
  const stopped: number[] = [];
  const server: PostgresProcess = {
    pid,
    exited,
    stop: async (timeoutMs) => {
      stopped.push(timeoutMs);
      exit({ code: 0, signal: null });
    },
  };
  return { server, exit, stopped };
}

/** Records events; `reach(n)` settles once n events have been recorded, however fast they came. */
function recorder() {
  const events: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const reach = (count: number) =>
    new Promise<void>((resolve) => {
      if (events.length >= count) resolve();
      else waiters.push({ count, resolve });
    });
  const push = (event: string) => {
    events.push(event);
    for (const waiter of waiters.filter((w) => events.length >= w.count)) waiter.resolve();
  };
  return { events, reach, push };
}

describe('supervisePostgres', () => {
  it('restarts a server that exited by itself, reporting the outage once', async () => {
    const first = runningServer(1);
    const second = runningServer(2);
    const { events, reach, push } = recorder();
    let starts = 0;
    supervisePostgres({
      first: first.server,
      start: async () => {
        starts += 1;
        return second.server;
      },
      onDown: (reason) => push(`down: ${reason}`),
      onRestarted: (attempt) => push(`restarted on attempt ${attempt}`),
      onGiveUp: () => push('gave up'),
      delaysMs: [0, 0],
    });
    first.exit({ code: null, signal: 'SIGKILL' });
    await reach(2);
    expect(events).toEqual(['down: embedded PostgreSQL killed by SIGKILL', 'restarted on attempt 1']);
    expect(starts).toBe(1);
  });

  it('tries each pause in turn, then gives up with the last error', async () => {
    const first = runningServer(1);
    const { events, reach, push } = recorder();
    let starts = 0;
    supervisePostgres({
      first: first.server,
      start: async () => {
        starts += 1;
        throw new Error(`start ${starts} failed`);
      },
      onDown: (reason) => push(`down: ${reason}`),
      onRestarted: () => push('restarted'),
      onGiveUp: (error) => push(`gave up: ${(error as Error).message}`),
      delaysMs: [0, 0, 0],
    });
    first.exit({ code: 1, signal: null });
    await reach(2);
    expect(events).toEqual(['down: embedded PostgreSQL exited with code 1', 'gave up: start 3 failed']);
    expect(starts).toBe(3);
  });

  it('does not restart a server it was asked to stop', async () => {
    const first = runningServer(1);
    let starts = 0;
    const events: string[] = [];
    const supervisor = supervisePostgres({
      first: first.server,
      start: async () => {
        starts += 1;
        return runningServer(2).server;
      },
      onDown: (reason) => events.push(reason),
      onRestarted: () => events.push('restarted'),
      onGiveUp: () => events.push('gave up'),
      delaysMs: [0],
    });
    await supervisor.stop(1234);
    await first.server.exited;
    await new Promise((resolve) => setImmediate(resolve));
    expect(first.stopped).toEqual([1234]);
    expect(starts).toBe(0);
    expect(events).toEqual([]);
  });

  it('does not report itself stopped before the server a restart in progress was starting has stopped', async () => {
    const first = runningServer(1);
    let startCalled: () => void = () => undefined;
    const starting = new Promise<void>((resolve) => (startCalled = resolve));
    let finishStart: (server: PostgresProcess) => void = () => undefined;
    let secondStopCalled: () => void = () => undefined;
    const secondStopping = new Promise<void>((resolve) => (secondStopCalled = resolve));
    let finishSecondStop: () => void = () => undefined;
    const second: PostgresProcess = {
      pid: 2,
      exited: new Promise<PostgresExit>(() => undefined),
      stop: () => {
        secondStopCalled();
        return new Promise<void>((resolve) => (finishSecondStop = resolve));
      },
    };
    const supervisor = supervisePostgres({
      first: first.server,
      start: () => {
        startCalled();
        return new Promise<PostgresProcess>((resolve) => (finishStart = resolve));
      },
      onDown: () => undefined,
      onRestarted: () => undefined,
      onGiveUp: () => undefined,
      delaysMs: [0],
    });
    first.exit({ code: null, signal: 'SIGKILL' });
    await starting;
    let isStopped = false;
    const stopped = supervisor.stop(1234).then(() => (isStopped = true));
    finishStart(second);
    await secondStopping;
    await new Promise((resolve) => setImmediate(resolve));
    expect(isStopped).toBe(false);
    finishSecondStop();
    await stopped;
    expect(isStopped).toBe(true);
  });
});
