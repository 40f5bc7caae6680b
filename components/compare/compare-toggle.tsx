'use client';
// "Bandingkan" on a journal card and a Scopus favourite: adds the journal to the comparison, or takes it out again
// (aria-pressed says which). At four journals a fifth is refused with a message saying why; the tray shows the choice.
// Disabled until the page's script runs: the choice lives in the browser, and a click before then would be lost.
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { MAX_COMPARED } from '@/lib/shared/compare-limits';
import { isSelected, toggleSelection } from './compare-selection';
import { CompareTray } from './compare-tray';
import { readCompareSelection, useCompareSelection } from './use-compare-selection';

const subscribeToNothing = () => () => {};

interface CompareToggleProps {
  sourceId: string;
  journalName: string;
}

export function CompareToggle({ sourceId, journalName }: CompareToggleProps) {
  const t = useTranslations('Compare');
  const toast = useToast();
  const { selection, setSelection } = useCompareSelection();
  const isChosen = isSelected(selection, sourceId);
  const isHydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);

  const toggle = () => {
    const result = toggleSelection(readCompareSelection(), { id: sourceId, name: journalName });
    if (result.outcome === 'full') toast.show(t('limitReached', { max: MAX_COMPARED }), 'warning');
    else setSelection(result.selection);
  };

  return (
    <>
      <button
        type="button"
        data-testid="compare-toggle"
        aria-pressed={isChosen}
        disabled={!isHydrated}
        aria-label={t('toggleLabel', { name: journalName })}
        onClick={toggle}
        className={
          'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium ring-1 ring-inset transition-colors ' +
          (isChosen
            ? 'bg-blue-700 text-white ring-blue-700 hover:bg-blue-800'
            : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 disabled:text-slate-400')
        }
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-3.5 items-center justify-center rounded-sm ring-1 ring-inset ${isChosen ? 'bg-white text-blue-700 ring-white' : 'ring-slate-400'}`}
        >
          {isChosen ? '✓' : null}
        </span>
        {t('toggle')}
      </button>
      <CompareTray />
    </>
  );
}
