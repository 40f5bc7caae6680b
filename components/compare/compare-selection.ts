// The journals chosen for comparison, kept in the browser (localStorage, so every tab shares them): at most
// MAX_COMPARED distinct journals (Scopus Sourceids or SINTA websites, lib/shared/compare-id.ts), each with its name for
// the tray. Pure: reading what is stored (anything
// malformed or foreign is dropped, never trusted), toggling with the limit, and the compare page's address.
import { MAX_COMPARED, MIN_COMPARED } from '@/lib/shared/compare-limits';
import { compareHref as compareAddress, isCompareId } from '@/lib/shared/compare-id';

export const COMPARE_STORAGE_KEY = 'jf:compare';

export interface ComparedJournal {
  id: string;
  name: string;
}

export type ToggleOutcome = 'added' | 'removed' | 'full';

function isComparedJournal(value: unknown): value is ComparedJournal {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && isCompareId(id) && typeof name === 'string';
}

/** The stored selection: well-formed entries only, each id once, at most MAX_COMPARED. */
export function parseSelection(stored: string | null): ComparedJournal[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const selection: ComparedJournal[] = [];
  for (const entry of value) {
    if (!isComparedJournal(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    selection.push({ id: entry.id, name: entry.name.slice(0, 300) });
    if (selection.length === MAX_COMPARED) break;
  }
  return selection;
}

export function isSelected(selection: readonly ComparedJournal[], id: string): boolean {
  return selection.some((journal) => journal.id === id);
}

/** Adds the journal, or removes it when chosen already; a full selection stays as it is and says so. */
export function toggleSelection(
  selection: readonly ComparedJournal[],
  journal: ComparedJournal,
): { selection: ComparedJournal[]; outcome: ToggleOutcome } {
  if (isSelected(selection, journal.id)) {
    return { selection: selection.filter((entry) => entry.id !== journal.id), outcome: 'removed' };
  }
  if (selection.length >= MAX_COMPARED) return { selection: [...selection], outcome: 'full' };
  return { selection: [...selection, journal], outcome: 'added' };
}

export function canCompare(selection: readonly ComparedJournal[]): boolean {
  return selection.length >= MIN_COMPARED;
}

/** The compare page for these journals, in their order (the address holds the selection). */
export const compareHref = compareAddress;
