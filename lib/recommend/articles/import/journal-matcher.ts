// Which catalogue journal an article names. A Sourceid decides alone. Otherwise an ISSN, any of the journal's: held by
// one journal, it decides; held by several, the title chooses among them. Then the normalised title, when exactly
// one journal has it. Two journals that fit equally are never guessed between.
import type { JournalReference } from './article-row';
import { normaliseTitle } from './normalise-title';

export interface CatalogueJournal {
  sourceId: string;
  title: string;
  /** Normalised 8-character ISSNs. */
  issns: string[];
}

export type JournalMatch =
  | { sourceId: string; by: 'sourceid' | 'issn' | 'title' }
  | { sourceId: null; why: 'unknown sourceid' | 'ambiguous' | 'not found' };

function addTo(index: Map<string, string[]>, key: string, sourceId: string): void {
  const list = index.get(key);
  if (!list) index.set(key, [sourceId]);
  else if (!list.includes(sourceId)) list.push(sourceId);
}

export function createJournalMatcher(journals: CatalogueJournal[]): (journal: JournalReference) => JournalMatch {
  const titleOf = new Map<string, string>();
  const byIssn = new Map<string, string[]>();
  const byTitle = new Map<string, string[]>();
  for (const journal of journals) {
    const title = normaliseTitle(journal.title);
    titleOf.set(journal.sourceId, title);
    for (const issn of journal.issns) addTo(byIssn, issn, journal.sourceId);
    if (title !== '') addTo(byTitle, title, journal.sourceId);
  }
  return ({ sourceId, issns, title }) => {
    if (sourceId !== null) {
      return titleOf.has(sourceId) ? { sourceId, by: 'sourceid' } : { sourceId: null, why: 'unknown sourceid' };
    }
    const wanted = title === null ? '' : normaliseTitle(title);
    const holders = [...new Set(issns.flatMap((issn) => byIssn.get(issn) ?? []))];
    const chosen = holders.length > 1 ? holders.filter((id) => wanted !== '' && titleOf.get(id) === wanted) : holders;
    if (chosen.length === 1) return { sourceId: chosen[0]!, by: 'issn' };
    const named = wanted === '' ? [] : (byTitle.get(wanted) ?? []);
    if (named.length === 1) return { sourceId: named[0]!, by: 'title' };
    return { sourceId: null, why: named.length > 1 || holders.length > 1 ? 'ambiguous' : 'not found' };
  };
}
