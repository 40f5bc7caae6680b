// GET /api/journal/{sourceid}/links: what the journal page adds from the other sections: warnings from the predatory
// and hijacked lists (by its SINTA profile's website, exact link; and by its title on its publisher's own site,
// match-title-on-publisher-site.ts), whether Scopus discontinued it, and its SINTA profile's website (the reverse SINTA
// link). Null when the Sourceid is unknown or cannot be one.
import 'server-only';
import { db } from '../core/db';
import { parseSourceId } from '../schemas/source-id';
import { findListWarnings } from './find-list-warnings';
import { loadTitleIndex } from './load-title-index';
import { journalWarnings } from './journal-warnings';
import type { JournalCrossLinks } from './list-types';

export async function getJournalCrossLinks(sourceId: string): Promise<JournalCrossLinks | null> {
  const id = parseSourceId(sourceId);
  if (id === null) return null;
  const journal = await db.journal.findUnique({
    where: { sourceId: id },
    select: { issns: true, isDiscontinued: true, title: true, publisher: true },
  });
  if (!journal) return null;
  const [{ warnings, sintaWebsites }, discontinued, titles] = await Promise.all([
    findListWarnings({ issns: journal.issns }),
    db.discontinuedJournal.count({ where: { sourceId: id } }),
    loadTitleIndex(),
  ]);
  return {
    warnings: journalWarnings(warnings, journal, titles),
    // SJR's "(discontinued)" marker, or the discontinued list in place (Elsevier's, once an operator loaded it).
    isDiscontinued: journal.isDiscontinued || discontinued > 0,
    ...(sintaWebsites[0] !== undefined && { sintaWebsite: sintaWebsites[0] }),
  };
}
