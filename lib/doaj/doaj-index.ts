// DOAJ's journals by ISSN, for the catalogue and SINTA imports to match their journals (any ISSN of the journal
// against any of the entry's). Where two entries share an ISSN, the one with the smaller key wins, so a re-import
// matches the same way.
import type { Client } from 'pg';

export interface DoajMatch {
  key: string;
  hasApc: boolean;
  apcAmount: number | null;
  apcCurrency: string | null;
  weeksToPublication: number | null;
  /** "YYYY-MM-DD": the export's day. */
  asOf: string;
}

export type DoajIndex = Map<string, DoajMatch>;

export async function loadDoajIndex(client: Client): Promise<DoajIndex> {
  const { rows } = await client.query<DoajMatch & { issns: string[] }>(
    `SELECT key, issns, has_apc AS "hasApc", apc_amount AS "apcAmount", apc_currency AS "apcCurrency",
            weeks_to_publication AS "weeksToPublication", to_char(as_of, 'YYYY-MM-DD') AS "asOf"
     FROM doaj_journals ORDER BY key`,
  );
  const index: DoajIndex = new Map();
  for (const { issns, ...match } of rows) for (const issn of issns) if (!index.has(issn)) index.set(issn, match);
  return index;
}

/** The entry of the first of the journal's ISSNs DOAJ lists; null when none. */
export function matchDoaj(index: DoajIndex, issns: readonly string[]): DoajMatch | null {
  for (const issn of issns) {
    const match = index.get(issn);
    if (match) return match;
  }
  return null;
}
