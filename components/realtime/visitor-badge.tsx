'use client';
// The live visitor badge on every page: the last `userCount` from the site's own Socket.IO server.
// One connection per tab (live-count-connection.ts), opened once the page is idle and closed while it is hidden.
// It sits in the sticky header, so it stays in view (fixed with the header) and covers nothing at any scroll position;
// it shows an icon and the number, the words for screen readers and as its title, so the navigation keeps its room.
// A page framed by another (the payment popup) shows none and opens no connection: the page around it has its own.
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { readLiveCount, subscribeToLiveCount } from './live-count-connection';

const isFramed = () => window.self !== window.top;

function subscribe(listener: () => void): () => void {
  if (isFramed()) return () => {};
  return subscribeToLiveCount(listener);
}

const readCount = readLiveCount;
const readNothingOnServer = () => null;
const subscribeNothing = () => () => {};
const notFramedOnServer = () => false;

export function VisitorBadge() {
  const count = useSyncExternalStore(subscribe, readCount, readNothingOnServer);
  const framed = useSyncExternalStore(subscribeNothing, isFramed, notFramedOnServer);
  const t = useTranslations('VisitorBadge');
  if (framed) return null;
  return (
    <div
      data-testid="visitor-badge"
      aria-live="polite"
      title={t.markup('label', { words: (words) => words, count: String(count ?? '…') })}
      className={
        'inline-flex h-7 shrink-0 items-center gap-1 rounded-full bg-slate-900/90 px-2 text-xs font-medium ' +
        'leading-none whitespace-nowrap text-white print:hidden'
      }
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3 shrink-0" fill="currentColor">
        <path d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6.5 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1 16a6 6 0 0 1 12 0H1Zm13 0a7.5 7.5 0 0 0-2.2-5.3A4.5 4.5 0 0 1 19 14.5V16h-5Z" />
      </svg>
      {/* The label is Indonesian in both languages. Before the first count an ellipsis, never a made-up number. */}
      {t.rich('label', {
        count: count ?? '…',
        words: (words) => <span className="sr-only">{words}</span>,
      })}
    </div>
  );
}
