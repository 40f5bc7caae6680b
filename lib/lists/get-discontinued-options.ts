// GET /api/journal/dis/options: the discontinued page's reason and year dropdowns, from the list in place. The SJR
// stand-in has neither (Reason and Year are null), so both lists are then empty rather than made up.
import 'server-only';
import { db } from '../core/db';
import { getListOrigin } from './list-origin';

export async function getDiscontinuedOptions(): Promise<{ reasons: string[]; years: number[] }> {
  const { origin } = await getListOrigin('discontinued');
  const [reasons, years] = await Promise.all([
    db.$queryRaw<{ reason: string }[]>`
      SELECT DISTINCT reason FROM discontinued_journals
      WHERE origin::text = ${origin} AND reason IS NOT NULL ORDER BY reason`,
    db.$queryRaw<{ year: number }[]>`
      SELECT DISTINCT year FROM discontinued_journals
      WHERE origin::text = ${origin} AND year IS NOT NULL ORDER BY year DESC`,
  ]);
  return { reasons: reasons.map((row) => row.reason), years: years.map((row) => row.year) };
}
