// GET /api/bealls/journals and /publishers: the whole merged list (a few thousand rows; the pages filter it in
// the browser), sorted by name, optionally narrowed by a case-insensitive name substring.
import 'server-only';
import { listSources } from './list-sources';
import type { ListSourceSummary, PredatoryListAnswer } from './list-types';
import { loadListEntries, type StoredPredatoryEntry } from './load-list-entries';

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

function summarise(entries: StoredPredatoryEntry[]): ListSourceSummary[] {
  return [listSources.bealls, listSources.predatoryJournalsOrg].map(({ name, url }) => {
    const onList = entries.filter((entry) => entry.source.split(', ').includes(name));
    const dates = onList.map((entry) => entry.sourceListDate).filter((date): date is Date => date !== null);
    // The list's own date: the latest date it gives an entry (the snapshot); beallslist.net gives none.
    const latest = dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
    return { name, url, date: isoDate(latest), count: onList.length };
  });
}

export async function listPredatoryEntries(options: {
  kind: 'journals' | 'publishers';
  q?: string;
}): Promise<PredatoryListAnswer> {
  const lists = await loadListEntries();
  const entries = options.kind === 'journals' ? lists.journals : lists.publishers;
  const needle = options.q?.toLowerCase();
  const matching = needle ? entries.filter((entry) => entry.name.toLowerCase().includes(needle)) : entries;
  return {
    data: matching.map((entry) => ({
      name: entry.name,
      link: entry.link,
      source: entry.source,
      date: isoDate(entry.sourceListDate),
    })),
    sources: summarise(entries),
  };
}
