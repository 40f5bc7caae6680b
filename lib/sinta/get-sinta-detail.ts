// GET /api/sinta/detail?website=: the journal whose website (the favourite identifier) is the one given, or null.
// The website as SINTA publishes it is what the SINTA page saves, so an exact match comes first, then the SINTA profile
// URL (the favourite id of a journal without a usable website: lib/shared/sinta-favorite-id.ts); a favourite saved
// otherwise (another scheme, `www.`, a trailing slash, other letter case in the host) is found by the normalised link,
// never by name. 59 websites belong to more than one SINTA profile: the higher accreditation answers, then the older
// profile.
import 'server-only';
import { db } from '../core/db';
import { Prisma } from '../generated/prisma/client';
import { loadListEntries } from '../lists/load-list-entries';
import { escapeLikePattern } from '../shared/escape-like-pattern';
import { normaliseLink } from '../shared/normalise-link';
import { scopusMatchJoin, type SintaRow, sintaRowColumns, toSintaItem } from './sinta-row';
import type { SintaItem } from './sinta-types';

function selectRows(where: Prisma.Sql, limit: number): Promise<SintaRow[]> {
  return db.$queryRaw<SintaRow[]>(Prisma.sql`
    SELECT ${Prisma.raw(sintaRowColumns)}
    FROM sinta_journals s ${Prisma.raw(scopusMatchJoin)}
    WHERE ${where}
    ORDER BY s.accreditation, s.id
    LIMIT ${limit}`);
}

async function findRow(website: string): Promise<SintaRow | undefined> {
  const [exact] = await selectRows(Prisma.sql`s.website_url = ${website} OR s.profile_url = ${website}`, 1);
  if (exact) return exact;
  const link = normaliseLink(website);
  if (!link) return undefined;
  // The websites on that host (a few dozen at most, on a shared university host), compared in their normal form.
  const onHost = await selectRows(Prisma.sql`s.website_url ILIKE ${`%${escapeLikePattern(link.host)}%`}`, 500);
  return onHost.find((row) => normaliseLink(row.website_url)?.key === link.key);
}

export async function getSintaDetail(website: string): Promise<SintaItem | null> {
  const [row, lists] = await Promise.all([findRow(website), loadListEntries()]);
  return row ? toSintaItem(row, lists.index) : null;
}
