// One journal for its page (GET /api/journal/{sourceid}): null when the id is unknown or cannot be a Sourceid, so
// "abc" or a 40-digit number is a 404, never a 500 from a failed BigInt or an out-of-range bigint.
import 'server-only';
import { db } from '../core/db';
import { parseSourceId } from '../schemas/source-id';
import { createTtlCache } from '../shared/ttl-cache';
import { journalMetricSelect } from './journal-figures';
import type { JournalDetail } from './journal-types';
import { sjrHistorySelect, toJournalDetail } from './to-journal-detail';
import { doajRowSelect } from '../doaj/doaj-facts';

// A journal is read again and again (its page, the page's metadata, the API) and changes only on import: kept a minute,
// a thousand at most (a few kB each), so a page rendered anew asks the database once a minute, not every time. An
// unknown id is not kept (a journal the import is adding is found at once).
const journals = createTtlCache<JournalDetail | null>({
  ttlMs: 60_000,
  maxEntries: 1000,
  isCacheable: (journal) => journal !== null,
});

export async function getJournalDetail(sourceId: string): Promise<JournalDetail | null> {
  const id = parseSourceId(sourceId);
  if (id === null) return null;
  return journals.get(id.toString(), async () => {
    const row = await db.journal.findUnique({
      where: { sourceId: id },
      include: {
        metrics: { select: journalMetricSelect },
        sjrHistory: { select: sjrHistorySelect, orderBy: { year: 'asc' } },
        doaj: { select: doajRowSelect },
      },
    });
    return row ? toJournalDetail(row) : null;
  });
}
