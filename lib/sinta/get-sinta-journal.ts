// A SINTA journal's page: its profile by SINTA profile number, with the catalogue journal sharing an ISSN and the
// list warnings its website falls under (the same mapping as the SINTA search's cards), or null.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import { loadListEntries } from '../lists/load-list-entries';
import { scopusMatchJoin, type SintaRow, sintaRowColumns, toSintaItem } from './sinta-row';
import type { SintaItem } from './sinta-types';

export interface SintaJournalDetail extends SintaItem {
  subjectAreas: string[];
}

export async function getSintaJournal(id: number): Promise<SintaJournalDetail | null> {
  const [rows, lists] = await Promise.all([
    db.$queryRaw<SintaRow[]>(Prisma.sql`
      SELECT ${Prisma.raw(sintaRowColumns)}
      FROM sinta_journals s ${Prisma.raw(scopusMatchJoin)}
      WHERE s.id = ${id}`),
    loadListEntries(),
  ]);
  const [row] = rows;
  return row ? { ...toSintaItem(row, lists.index), subjectAreas: row.subject_areas } : null;
}
