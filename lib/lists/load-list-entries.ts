// The three lists (predatory journals, predatory publishers, hijacked sites) from the database, kept in memory for
// five minutes: a few thousand short rows that only change on an import, read by every list call and cross-link.
import 'server-only';
import { db } from '../core/db';
import { createTtlCache } from '../shared/ttl-cache';
import { indexListEntries, type ListEntry, type ListIndex } from './match-list-entries';

export interface StoredPredatoryEntry {
  name: string;
  link: string | null;
  source: string;
  sourceListDate: Date | null;
}

export interface LoadedLists {
  journals: StoredPredatoryEntry[];
  publishers: StoredPredatoryEntry[];
  index: ListIndex;
}

export const LIST_CACHE_SECONDS = 300;

// An empty answer (the first import still running) is asked again next time rather than kept.
const cache = createTtlCache<LoadedLists>({
  ttlMs: LIST_CACHE_SECONDS * 1000,
  maxEntries: 1,
  isCacheable: (lists) => lists.journals.length + lists.publishers.length > 0,
});

const select = { name: true, link: true, source: true, sourceListDate: true } as const;
const byName = (a: StoredPredatoryEntry, b: StoredPredatoryEntry) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

async function load(): Promise<LoadedLists> {
  const [journals, publishers, hijacked] = await Promise.all([
    db.predatoryJournal.findMany({ select }),
    db.predatoryPublisher.findMany({ select }),
    db.hijackedJournal.findMany({ select: { name: true, link: true, alternateLink: true, source: true } }),
  ]);
  const entries: ListEntry[] = [
    ...journals.map((entry) => ({ kind: 'journal' as const, ...entry })),
    ...publishers.map((entry) => ({ kind: 'publisher' as const, ...entry })),
    ...hijacked.map((entry) => ({ kind: 'hijacked' as const, ...entry })),
  ];
  return { journals: journals.sort(byName), publishers: publishers.sort(byName), index: indexListEntries(entries) };
}

export function loadListEntries(): Promise<LoadedLists> {
  return cache.get('lists', load);
}
