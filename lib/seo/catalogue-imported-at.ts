// When the catalogue was last imported (the latest `imported_at` of its journals: every import writes it), the sitemaps'
// <lastmod>. Null while the catalogue is empty. One scan of a narrow column (a few ms for 32,000 journals), asked once
// per sitemap fetch, which crawlers keep for an hour.
import 'server-only';
import { db } from '../core/db';

export async function catalogueImportedAt(): Promise<Date | null> {
  const [row] = await db.$queryRaw<{ imported_at: Date | null }[]>`SELECT max(imported_at) AS imported_at FROM journals`;
  return row?.imported_at ?? null;
}
