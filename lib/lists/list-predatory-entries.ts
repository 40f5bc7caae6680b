// GET /api/bealls/journals and /publishers: one page of the merged list (a few thousand rows, held in memory), sorted
// by name, optionally narrowed by a case-insensitive name substring; with the A–Z jump's pages over the matches, the
// list's size and its sources.
import 'server-only';
import type { PredatoryListQuery } from '../schemas/lists-query';
import { pageOf } from '../shared/page-of';
import { listSources } from './list-sources';
import type { ListSourceSummary, PredatoryListAnswer } from './list-types';
import { loadListEntries, type StoredPredatoryEntry } from './load-list-entries';
import { initialPages } from './name-initials';

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

function summarise(entries: StoredPredatoryEntry[]): ListSourceSummary[] {
  return [listSources.bealls, listSources.predatoryJournalsOrg].map(({ name, url, givesDates }) => {
    const onList = entries.filter((entry) => entry.source.split(', ').includes(name));
    const dates = givesDates ? onList.map((entry) => entry.sourceListDate).filter((date): date is Date => date !== null) : [];
    // The list's own date: the latest date it gives an entry (the snapshot); beallslist.net gives none, and the dates
    // of the entries it shares are predatoryjournals.org's.
    const latest = dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
    return { name, url, date: isoDate(latest), count: onList.length };
  });
}

export async function listPredatoryEntries({
  kind,
  q,
  page,
  limit,
}: PredatoryListQuery & { kind: 'journals' | 'publishers' }): Promise<PredatoryListAnswer> {
  const lists = await loadListEntries();
  const entries = kind === 'journals' ? lists.journals : lists.publishers;
  const needle = q?.toLowerCase();
  const matching = needle ? entries.filter((entry) => entry.name.toLowerCase().includes(needle)) : entries;
  const start = (page - 1) * limit;
  const data = matching.slice(start, start + limit).map((entry) => ({
    name: entry.name,
    link: entry.link,
    source: entry.source,
    date: isoDate(entry.sourceListDate),
  }));
  return {
    ...pageOf(data, { page, limit, total: matching.length }),
    listSize: entries.length,
    initials: initialPages(
      matching.map((entry) => entry.name),
      limit,
    ),
    sources: summarise(entries),
  };
}
