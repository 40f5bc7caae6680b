// A cheap fingerprint of the catalogue (row counts and the newest update of both tables): when it changes, an import
// ran and the recommender's index is rebuilt.
import 'server-only';
import { db } from '../core/db';

export async function readCatalogueVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ version: string }[]>`
    SELECT concat_ws('|',
      (SELECT count(*) FROM journals), (SELECT max(updated_at) FROM journals),
      (SELECT count(*) FROM sinta_journals), (SELECT max(updated_at) FROM sinta_journals)) AS version`;
  return row?.version ?? '';
}
