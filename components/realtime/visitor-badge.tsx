'use client';
// The fixed live visitor badge on every page: the last `userCount` from the site's own Socket.IO server.
// One connection per tab, shared by every mounted badge and kept across React's strict-mode remount.
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getBrowserSessionId } from '@/lib/analytics/browser-session-id';

let socket: Socket | undefined;
let latestCount: number | null = null;
let pendingDisconnect: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function connect(): Socket {
  // WebSocket only: with polling first, a visitor who leaves before the upgrade stays counted for ~45 s.
  const connection = io({ transports: ['websocket'], auth: { sessionId: getBrowserSessionId() } });
  connection.on('userCount', (count: unknown) => {
    if (typeof count !== 'number' || !Number.isFinite(count)) return;
    latestCount = count;
    for (const listener of listeners) listener();
  });
  return connection;
}

function subscribe(listener: () => void): () => void {
  clearTimeout(pendingDisconnect);
  listeners.add(listener);
  socket ??= connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // Deferred: strict mode unsubscribes and subscribes again at once, which must not open a second connection.
    pendingDisconnect = setTimeout(() => {
      socket?.disconnect();
      socket = undefined;
      latestCount = null;
    }, 0);
  };
}

const readCount = () => latestCount;
const readNothingOnServer = () => null;

export function VisitorBadge() {
  const count = useSyncExternalStore(subscribe, readCount, readNothingOnServer);
  const t = useTranslations('VisitorBadge');
  return (
    <div
      data-testid="visitor-badge"
      aria-live="polite"
      className={
        'pointer-events-none fixed bottom-3 left-3 z-40 rounded-full bg-slate-900/90 px-3 py-1 ' +
        'text-xs font-medium text-white shadow-md print:hidden'
      }
    >
      {/* The label is Indonesian in both languages. Before the first count an ellipsis, never a made-up number. */}
      {t('label', { count: count ?? '…' })}
    </div>
  );
}
