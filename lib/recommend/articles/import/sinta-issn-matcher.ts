// Which SINTA journal an article's ISSN belongs to. SINTA journals have ISSNs but no Sourceid, so the ISSN alone
// decides; of several profiles holding one ISSN, the one the recommender keeps for their website wins (the better
// level, then the lower profile number, as load-catalogue.ts orders them).
import type { JournalReference } from './article-row';

export interface SintaJournalIssns {
  id: number;
  /** Normalised 8-character ISSNs. */
  issns: string[];
}

/** `journals` in the catalogue's order of preference (best level first, then profile number). */
export function createSintaIssnMatcher(journals: readonly SintaJournalIssns[]): (journal: JournalReference) => number | null {
  const byIssn = new Map<string, number>();
  for (const journal of journals) {
    for (const issn of journal.issns) if (!byIssn.has(issn)) byIssn.set(issn, journal.id);
  }
  return ({ issns }) => {
    for (const issn of issns) {
      const id = byIssn.get(issn);
      if (id !== undefined) return id;
    }
    return null;
  };
}
