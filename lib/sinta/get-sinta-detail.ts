// GET /api/sinta/detail?website=: the journal whose website (the favourite identifier) is exactly the one given, or
// null. 59 websites belong to more than one SINTA profile: the higher accreditation answers, then the older profile.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import { loadListEntries } from '../lists/load-list-entries';
import { scopusMatchJoin, type SintaRow, sintaRowColumns, toSintaItem } from './sinta-row';
import type { SintaItem } from './sinta-types';

export async function getSintaDetail(website: string): Promise<SintaItem | null> {
  const [rows, lists] = await Promise.all([
    db.$queryRaw<SintaRow[]>(Prisma.sql`
      SELECT ${Prisma.raw(sintaRowColumns)}
      FROM sinta_journals s ${Prisma.raw(scopusMatchJoin)}
      WHERE s.website_url = ${website}
      ORDER BY s.accreditation, s.id
      LIMIT 1`),
    loadListEntries(),
  ]);
  return rows[0] ? toSintaItem(rows[0], lists.index) : null;
}
