'use client';
// The compare selection as every toggle and the tray see it: read from localStorage, the same in every tab (the
// 'storage' event tells the others) and in every component of this one (our own listeners, as a tab gets no event of
// its own writes). Server rendering and the first paint see an empty selection; the stored one follows at hydration.
import { useCallback, useSyncExternalStore } from 'react';
import { COMPARE_STORAGE_KEY, type ComparedJournal, parseSelection } from './compare-selection';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a blocked site): no selection rather than a broken page.
    return null;
  }
}

// The snapshot is the stored text, a string compared by value, parsed once per change.
let parsed: { stored: string | null; selection: ComparedJournal[] } = { stored: null, selection: [] };
function selectionOf(stored: string | null): ComparedJournal[] {
  if (parsed.stored !== stored) parsed = { stored, selection: parseSelection(stored) };
  return parsed.selection;
}

/** The selection as stored right now (a click reads it fresh, whatever another tab did since the last render). */
export function readCompareSelection(): ComparedJournal[] {
  return selectionOf(readStored());
}

export function writeCompareSelection(selection: readonly ComparedJournal[]): void {
  try {
    if (selection.length === 0) window.localStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(selection));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function useCompareSelection(): {
  selection: ComparedJournal[];
  setSelection: (selection: readonly ComparedJournal[]) => void;
} {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const setSelection = useCallback((selection: readonly ComparedJournal[]) => writeCompareSelection(selection), []);
  return { selection: selectionOf(stored), setSelection };
}
