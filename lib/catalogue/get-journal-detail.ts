// One journal for its page (GET /api/journal/{sourceid}): null when the id is unknown or cannot be a Sourceid, so
// "abc" or a 40-digit number is a 404, never a 500 from a failed BigInt or an out-of-range bigint.
import 'server-only';
import { db } from '../core/db';
import { parseSourceId } from '../schemas/source-id';
import { journalMetricSelect } from './journal-figures';
import type { JournalDetail } from './journal-types';
import { toJournalDetail } from './to-journal-detail';

export async function getJournalDetail(sourceId: string): Promise<JournalDetail | null> {
  const id = parseSourceId(sourceId);
  if (id === null) return null;
  const row = await db.journal.findUnique({
    where: { sourceId: id },
    include: { metrics: { select: journalMetricSelect } },
  });
  return row ? toJournalDetail(row) : null;
}
