// Keeps every page's `userCount` right: presence changes run one at a time in arrival order, and after them one
// count is taken and sent at once to the sockets that just connected; everyone gets a changed count at most once per
// broadcast interval, always the latest (a burst of connections is one broadcast, not one per connection to all).
import { describeError, log } from '../core/log';
import type { PresenceStore } from './presence-store';

/** What the counter needs of a Socket.IO socket. */
export type CountReceiver = {
  readonly id: string;
  readonly connected: boolean;
  emit(event: 'userCount', count: number): unknown;
};

export function createVisitorCounter(store: PresenceStore, emitToAll: (count: number) => void, broadcastIntervalMs = 1_000) {
  let queue: Promise<void> = Promise.resolve();
  let lastSent: number | undefined;
  let latest: number | undefined;
  let lastBroadcastAt = Number.NEGATIVE_INFINITY;
  let broadcastTimer: NodeJS.Timeout | undefined;
  let isCountQueued = false;
  let isBeatQueued = false;
  let isStopped = false;
  let isFailing = false;
  const newcomers = new Set<CountReceiver>();

  function flushBroadcast(): void {
    broadcastTimer = undefined;
    if (isStopped || latest === undefined || latest === lastSent) return;
    lastSent = latest;
    lastBroadcastAt = Date.now();
    emitToAll(latest);
  }

  // Leading edge when the last broadcast is an interval old, else one trailing broadcast carrying the latest count.
  function broadcast(count: number): void {
    latest = count;
    if (broadcastTimer) return;
    const wait = lastBroadcastAt + broadcastIntervalMs - Date.now();
    if (wait <= 0) return flushBroadcast();
    broadcastTimer = setTimeout(flushBroadcast, wait);
    broadcastTimer.unref();
  }

  // An outage fails every beat: say so once, then again when it is over.
  function serially(step: string, task: () => Promise<void>): void {
    queue = queue.then(task).catch((error: unknown) => {
      if (isFailing) return log.debug('realtime presence update failed', { step, ...describeError(error) });
      isFailing = true;
      log.error('realtime presence is failing; retried on each change and beat', { step, ...describeError(error) });
    });
  }

  // Coalesced: joins that arrive together are followed by a single count.
  function queueCount(): void {
    if (isCountQueued || isStopped) return;
    isCountQueued = true;
    serially('count', async () => {
      isCountQueued = false;
      const waiting = [...newcomers];
      newcomers.clear();
      let count: number;
      try {
        count = await store.count();
      } catch (error) {
        lastSent = undefined; // so the next count that works reaches everyone
        for (const socket of waiting) newcomers.add(socket); // and the sockets waiting here
        throw error;
      }
      if (isFailing) {
        isFailing = false;
        log.info('realtime presence works again');
      }
      for (const socket of waiting) if (socket.connected) socket.emit('userCount', count);
      broadcast(count);
    });
  }

  return {
    join(visitorId: string, socket: CountReceiver): void {
      if (isStopped) return;
      serially('join', async () => {
        newcomers.add(socket);
        try {
          await store.join(visitorId, socket.id);
        } finally {
          queueCount();
        }
      });
    },
    leave(visitorId: string, socket: CountReceiver): void {
      if (isStopped) return;
      serially('leave', async () => {
        newcomers.delete(socket);
        try {
          await store.leave(visitorId, socket.id);
        } finally {
          queueCount();
        }
      });
    },
    /** The heartbeat tick: renews this instance's presence, then counts (how a dead instance's visitors drop out). */
    beat(): void {
      if (isBeatQueued || isStopped) return; // a slow Redis must not pile up beats
      isBeatQueued = true;
      serially('heartbeat', async () => {
        try {
          await store.heartbeat();
        } finally {
          isBeatQueued = false;
          queueCount();
        }
      });
    },
    /** A last count for everyone, once this instance has left (reaches other instances' pages through the adapter). */
    sendFinalCount(): void {
      serially('final count', async () => emitToAll(await store.count()));
    },
    /** Resolves once every queued change has run. */
    async settle(): Promise<void> {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    /** Ignores every later change (the instance is closing). */
    stop(): void {
      isStopped = true;
      clearTimeout(broadcastTimer);
    },
  };
}
