'use client';
// The compare page's journals become the browser's selection (a shared link sets it), so the toggles and the tray
// on the next page agree with what was just compared.
import { useEffect } from 'react';
import type { ComparedJournal } from './compare-selection';
import { readCompareSelection, writeCompareSelection } from './use-compare-selection';

export function CompareSelectionSync({ journals }: { journals: ComparedJournal[] }) {
  const key = JSON.stringify(journals);
  useEffect(() => {
    if (JSON.stringify(readCompareSelection()) !== key) writeCompareSelection(JSON.parse(key) as ComparedJournal[]);
  }, [key]);
  return null;
}
