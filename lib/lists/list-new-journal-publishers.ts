// GET /api/journal/new/publishers: the options of the new-titles page's publisher filter, from the list in place,
// alphabetical with their counts.
import 'server-only';
import { db } from '../core/db';
import { getListOrigin } from './list-origin';

export async function listNewJournalPublishers(): Promise<{ data: { name: string; count: number }[] }> {
  const { origin } = await getListOrigin('new');
  const rows = await db.$queryRaw<{ name: string; count: bigint }[]>`
    SELECT publisher AS name, count(*) AS count FROM new_journals
    WHERE origin::text = ${origin} AND publisher IS NOT NULL
    GROUP BY publisher ORDER BY lower(publisher), publisher`;
  return { data: rows.map((row) => ({ name: row.name, count: Number(row.count) })) };
}
