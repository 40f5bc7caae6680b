// A cheap fingerprint of what the index is built from: row counts and newest updates of the journals, the SINTA
// journals and the journals' articles, and the topics' counts and last harvest. When it changes, an import or a
// harvest ran and the recommender's index is rebuilt.
import 'server-only';
import { db } from '../core/db';

export async function readCatalogueVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ version: string }[]>`
    SELECT concat_ws('|',
      (SELECT count(*) FROM journals), (SELECT max(updated_at) FROM journals),
      (SELECT count(*) FROM sinta_journals), (SELECT max(updated_at) FROM sinta_journals),
      (SELECT count(*) FROM journal_articles), (SELECT max(updated_at) FROM journal_articles),
      (SELECT count(*) || ':' || coalesce(sum(count), 0) FROM journal_topics),
      (SELECT max(harvested_at) FROM journal_harvests)) AS version`;
  return row?.version ?? '';
}
