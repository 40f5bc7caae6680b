'use client';
// The small bar at the bottom right while journals are chosen for comparison: "Bandingkan (3)" leading to the compare
// page (from two journals on; one asks for another), "maks. 4" at the limit, and a button that clears the choice.
// Fixed, so it moves nothing; the room it needs is added at the end of the page, so it never covers the footer.
import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import { Link } from '@/lib/i18n/navigation';
import { MAX_COMPARED } from '@/lib/shared/compare-limits';
import { canCompare, compareHref } from './compare-selection';
import { useCompareSelection } from './use-compare-selection';
import { useIsTrayHost } from './use-is-tray-host';

export function CompareTray() {
  const t = useTranslations('Compare');
  const isHost = useIsTrayHost();
  const { selection, setSelection } = useCompareSelection();
  if (!isHost || selection.length === 0) return null;
  const count = selection.length;
  const label = t('trayLink', { count });
  return createPortal(
    <>
      <div aria-hidden="true" className="h-20 shrink-0" />
      <aside
        aria-label={t('trayLabel')}
        data-testid="compare-tray"
        className="fixed bottom-4 right-4 z-30 flex max-w-[calc(100vw-7rem)] items-center gap-2 rounded-full bg-slate-900 py-1.5 pl-1.5 pr-2 text-sm text-white shadow-lg"
      >
        {canCompare(selection) ? (
          <Link
            href={compareHref(selection.map((journal) => journal.id))}
            data-testid="compare-tray-link"
            className="rounded-full bg-blue-600 px-4 py-1.5 font-semibold hover:bg-blue-500"
          >
            {label}
          </Link>
        ) : (
          <span data-testid="compare-tray-need-more" className="px-3 py-1.5">
            <span className="font-semibold">{label}</span>
            <span className="hidden sm:inline">{` · ${t('trayNeedMore')}`}</span>
          </span>
        )}
        {count >= MAX_COMPARED ? (
          <span data-testid="compare-tray-full" className="text-xs text-slate-300">
            {t('trayFull', { max: MAX_COMPARED })}
          </span>
        ) : null}
        <button
          type="button"
          data-testid="compare-tray-clear"
          aria-label={t('trayClear')}
          title={t('trayClear')}
          onClick={() => setSelection([])}
          className="rounded-full p-1 text-slate-300 hover:bg-slate-700 hover:text-white"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
      </aside>
    </>,
    document.body,
  );
}
