// The tab's one Socket.IO connection for the live visitor count, shared by every mounted badge.
// It opens only once the page is idle (requestIdleCallback, or a short timeout where the browser has none), and
// socket.io-client is loaded then, so neither the connection nor its code competes with the page's first paint and
// hydration. It closes on `pagehide`, because an open WebSocket keeps a page out of the back/forward cache, and opens
// again on `pageshow` when the page comes back from that cache; meanwhile the count shows as unknown, never as the
// number from before.
import type { Socket } from 'socket.io-client';
import { getBrowserSessionId } from '@/lib/analytics/client/browser-session-id';

/** Where the browser has no requestIdleCallback (Safari), the connection waits this long after the request. */
const IDLE_FALLBACK_MS = 1500;
/** requestIdleCallback's deadline: a page that is never idle still gets its count. */
const IDLE_TIMEOUT_MS = 4000;

let socket: Socket | undefined;
let latestCount: number | null = null;
let cancelPendingOpen: (() => void) | undefined;
let pendingDisconnect: ReturnType<typeof setTimeout> | undefined;
let isPageShown = true;
let areLifecycleListenersAdded = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

async function open(): Promise<void> {
  const { io } = await import('socket.io-client');
  // Closed or hidden while the code loaded: nothing to open.
  if (listeners.size === 0 || !isPageShown || socket) return;
  // WebSocket only: with polling first, a visitor who leaves before the upgrade stays counted for ~45 s.
  const connection = io({ transports: ['websocket'], auth: { sessionId: getBrowserSessionId() } });
  connection.on('userCount', (count: unknown) => {
    if (typeof count !== 'number' || !Number.isFinite(count)) return;
    latestCount = count;
    notify();
  });
  socket = connection;
}

function scheduleOpen(): void {
  if (socket || cancelPendingOpen) return;
  cancelPendingOpen = whenIdle(() => {
    cancelPendingOpen = undefined;
    void open();
  });
}

function close(): void {
  cancelPendingOpen?.();
  cancelPendingOpen = undefined;
  socket?.disconnect();
  socket = undefined;
  if (latestCount !== null) {
    latestCount = null;
    notify();
  }
}

function addLifecycleListeners(): void {
  if (areLifecycleListenersAdded) return;
  areLifecycleListenersAdded = true;
  window.addEventListener('pagehide', () => {
    isPageShown = false;
    close();
  });
  window.addEventListener('pageshow', (event) => {
    isPageShown = true;
    if (event.persisted && listeners.size > 0) scheduleOpen();
  });
}

/** useSyncExternalStore's subscribe: the first listener schedules the connection, the last one closes it. */
export function subscribeToLiveCount(listener: () => void): () => void {
  clearTimeout(pendingDisconnect);
  listeners.add(listener);
  addLifecycleListeners();
  if (isPageShown) scheduleOpen();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // Deferred: strict mode unsubscribes and subscribes again at once, which must not open a second connection.
    pendingDisconnect = setTimeout(() => {
      if (listeners.size === 0) close();
    }, 0);
  };
}

export const readLiveCount = (): number | null => latestCount;
