'use client';
// The small bar in the header while journals are chosen for comparison: "Bandingkan (3)" leading to the compare
// page (from two journals on; one asks for another), "maks. 4" at the limit, and a button that clears the choice.
// In the sticky header's slot (compare-tray-slot.tsx): always in view, it covers nothing on the page; small (an icon
// and the count, the words for screen readers and as its title) so that the header's navigation keeps its room.
import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import { Link } from '@/lib/i18n/navigation';
import { MAX_COMPARED } from '@/lib/shared/compare-limits';
import { canCompare, compareHref } from './compare-selection';
import { COMPARE_TRAY_SLOT_ID } from './compare-tray-slot';
import { useCompareSelection } from './use-compare-selection';
import { useIsTrayHost } from './use-is-tray-host';

export function CompareTray() {
  const t = useTranslations('Compare');
  const isHost = useIsTrayHost();
  const { selection, setSelection } = useCompareSelection();
  const slot = isHost ? document.getElementById(COMPARE_TRAY_SLOT_ID) : null;
  if (!slot || selection.length === 0) return null;
  const count = selection.length;
  const label = t('trayLink', { count });
  // The words are for screen readers; the eye reads an icon and the count (a pseudo-element's text, so the words stay
  // the element's whole text).
  const compact = (
    <>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
        <path d="M3 4h5v12H3zM12 4h5v12h-5z" />
      </svg>
      <span aria-hidden="true" data-count={count} className="font-semibold before:content-[attr(data-count)]" />
    </>
  );
  return createPortal(
    <aside
      aria-label={t('trayLabel')}
      data-testid="compare-tray"
      className="flex h-8 shrink-0 items-center gap-1 rounded-full bg-slate-900 p-1 text-xs whitespace-nowrap text-white"
    >
      {canCompare(selection) ? (
        <Link
          href={compareHref(selection.map((journal) => journal.id))}
          data-testid="compare-tray-link"
          title={label}
          className="inline-flex h-6 items-center gap-1 rounded-full bg-blue-600 px-2 font-semibold hover:bg-blue-500"
        >
          {compact}
          <span className="sr-only">{label}</span>
        </Link>
      ) : (
        <span data-testid="compare-tray-need-more" title={t('trayNeedMore')} className="inline-flex h-6 items-center gap-1 px-2">
          {compact}
          <span className="sr-only">
            <span className="font-semibold">{label}</span>
            {` · ${t('trayNeedMore')}`}
          </span>
        </span>
      )}
      {count >= MAX_COMPARED ? (
        <span data-testid="compare-tray-full" className="text-slate-300 max-sm:sr-only">
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
    </aside>,
    slot,
  );
}
