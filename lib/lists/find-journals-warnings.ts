// The warnings of many journals at once, for the marks where journals are chosen (result and recommendation cards,
// compare, favourites): by the same rules as a journal's own page. A catalogue journal by its Sourceid: its SINTA
// profiles' websites (exact ISSN) and its title on its publisher's site (journal-warnings.ts); a SINTA journal by its
// favourite id (its website, or its SINTA profile URL): its website, as its SINTA card has it. Four queries whatever
// the number of ids; an id naming no journal is left out of the answer.
import 'server-only';
import { db } from '../core/db';
import { parseSourceId } from '../schemas/source-id';
import { sintaFavoriteId } from '../shared/sinta-favorite-id';
import { type JournalWarning, journalWarnings } from './journal-warnings';
import { loadListEntries } from './load-list-entries';
import { loadTitleIndex } from './load-title-index';
import { matchListEntries } from './match-list-entries';

async function scopusWarnings(ids: string[]): Promise<[string, JournalWarning[]][]> {
  const sourceIds = ids.map(parseSourceId).filter((id): id is bigint => id !== null);
  if (sourceIds.length === 0) return [];
  const journals = await db.journal.findMany({
    where: { sourceId: { in: sourceIds } },
    select: { sourceId: true, issns: true, title: true, publisher: true },
  });
  const issns = [...new Set(journals.flatMap((journal) => journal.issns))];
  const [profiles, { index }, titles] = await Promise.all([
    issns.length > 0
      ? db.sintaJournal.findMany({
          where: { issns: { hasSome: issns } },
          select: { websiteUrl: true, issns: true },
          orderBy: [{ accreditation: 'asc' }, { id: 'asc' }],
        })
      : [],
    loadListEntries(),
    loadTitleIndex(),
  ]);
  return journals.map((journal) => {
    const websites = profiles.filter((profile) => profile.issns.some((issn) => journal.issns.includes(issn))).map((profile) => profile.websiteUrl);
    return [journal.sourceId.toString(), journalWarnings(matchListEntries([...new Set(websites)], index), journal, titles)];
  });
}

async function sintaWarnings(ids: string[]): Promise<[string, JournalWarning[]][]> {
  if (ids.length === 0) return [];
  const [rows, { index }] = await Promise.all([
    db.sintaJournal.findMany({
      where: { OR: [{ websiteUrl: { in: ids } }, { profileUrl: { in: ids } }] },
      select: { websiteUrl: true, profileUrl: true },
    }),
    loadListEntries(),
  ]);
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => sintaFavoriteId({ website: candidate.websiteUrl, profileUrl: candidate.profileUrl }) === id) ??
      rows.find((candidate) => candidate.websiteUrl === id);
    return row ? [[id, matchListEntries([row.websiteUrl], index)] as [string, JournalWarning[]]] : [];
  });
}

/** Per id (a Sourceid, or a SINTA website or profile URL): the warnings; ids naming no journal are absent. */
export async function findJournalsWarnings(ids: readonly string[]): Promise<Record<string, JournalWarning[]>> {
  const isSinta = (id: string) => /^https?:\/\//i.test(id);
  const [scopus, sinta] = await Promise.all([scopusWarnings(ids.filter((id) => !isSinta(id))), sintaWarnings(ids.filter(isSinta))]);
  return Object.fromEntries([...scopus, ...sinta]);
}
