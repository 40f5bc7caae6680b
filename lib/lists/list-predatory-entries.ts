// GET /api/bealls/journals and /publishers: the merged list (a few thousand rows, held in memory), sorted by name,
// optionally narrowed by a case-insensitive name substring, or by an ISSN (find-issn-list-entries.ts), and by the
// letter its names are filed under; with the A–Z jump's pages over the matches, the list's size and its sources.
// Without paging (spec §7: no page, no limit) the whole matching list is answered as one page.
import 'server-only';
import type { PredatoryListQuery } from '../schemas/lists-query';
import { initialPages, nameInitial } from '../shared/name-initials';
import { pageOf } from '../shared/page-of';
import { findIssnListEntries } from './find-issn-list-entries';
import { listSources } from './list-sources';
import type { ListSourceSummary, PredatoryListAnswer } from './list-types';
import { loadListEntries, type StoredPredatoryEntry } from './load-list-entries';

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

/** Which warnings name an entry of this list: journal entries by link or by title, publishers by host. */
const warningKinds = { journals: ['journal', 'journalTitle'], publishers: ['publisher'] } as const;

export async function listPredatoryEntries({
  kind,
  q,
  letter,
  paging,
}: PredatoryListQuery & { kind: 'journals' | 'publishers' }): Promise<PredatoryListAnswer> {
  const [lists, byIssn] = await Promise.all([loadListEntries(), q ? findIssnListEntries(q) : null]);
  const entries = kind === 'journals' ? lists.journals : lists.publishers;
  const needle = q?.toLowerCase();
  const kinds: readonly string[] = warningKinds[kind];
  const isNamedByIssn = (entry: StoredPredatoryEntry) =>
    byIssn?.warnings.some((warning) => kinds.includes(warning.kind) && warning.name === entry.name && warning.link === entry.link) ?? false;
  const matching = needle
    ? entries.filter((entry) => entry.name.toLowerCase().includes(needle) || isNamedByIssn(entry))
    : entries;
  const inLetter = letter ? matching.filter((entry) => nameInitial(entry.name) === letter) : matching;
  const { page, limit } = paging ?? { page: 1, limit: Math.max(inLetter.length, 1) };
  const start = (page - 1) * limit;
  const data = inLetter.slice(start, start + limit).map((entry) => ({
    name: entry.name,
    link: entry.link,
    source: entry.source,
    date: isoDate(entry.sourceListDate),
  }));
  return {
    ...pageOf(data, { page, limit, total: inLetter.length }),
    listSize: entries.length,
    initials: initialPages(
      matching.map((entry) => entry.name),
      limit,
    ),
    sources: summarise(entries),
    ...(byIssn && { issn: byIssn.lookup }),
  };
}
