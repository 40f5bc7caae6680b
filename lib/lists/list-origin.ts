// Which list the new and discontinued sections show: Elsevier's, once an operator imported it, else the labelled SJR
// stand-in (data/SOURCES.md). The label says so in English for API readers; pages translate by `origin`.
import 'server-only';
import { db } from '../core/db';
import type { ListOrigin } from './list-types';

type ListName = 'new' | 'discontinued';

const standIn: Record<ListName, ListOrigin['origin']> = { new: 'sjr_diff', discontinued: 'sjr_marked' };

const labels: Record<`${ListName}:${ListOrigin['origin']}`, string> = {
  'new:sjr_diff': 'Sources in SJR 2025 that are not in SJR 2024 (derived; Scopus acceptance dates unknown)',
  'new:elsevier': "Elsevier's list of titles accepted for Scopus, imported by the operator",
  'discontinued:sjr_marked': 'SJR 2025 titles marked "(discontinued)" (derived; reasons and years unknown)',
  'discontinued:elsevier': "Elsevier's list of sources discontinued from Scopus, imported by the operator",
  'new:sjr_marked': '',
  'discontinued:sjr_diff': '',
};

export async function getListOrigin(list: ListName): Promise<ListOrigin> {
  const table = list === 'new' ? 'new_journals' : 'discontinued_journals';
  const rows = await db.$queryRawUnsafe<{ origin: ListOrigin['origin']; imported_at: Date }[]>(
    `SELECT origin::text AS origin, max(imported_at) AS imported_at FROM ${table} GROUP BY origin`,
  );
  const chosen = rows.find((row) => row.origin === 'elsevier') ?? rows.find((row) => row.origin === standIn[list]);
  const origin = chosen?.origin ?? standIn[list];
  return { origin, label: labels[`${list}:${origin}`], importedAt: chosen ? chosen.imported_at.toISOString() : null };
}
