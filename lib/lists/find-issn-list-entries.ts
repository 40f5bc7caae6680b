// Searching a predatory list by ISSN. The lists carry no ISSN, so a search that is a whole ISSN, with or without its
// hyphen ("0046-1520", "00461520", "1474-175x"), looks the ISSN up in the catalogue and in SINTA and answers the entries
// the journal page's own rule ties to those journals: their SINTA profiles' websites by exact link, and a catalogue
// journal's title on its publisher's own site (get-journal-cross-links.ts). What the ISSN names is said too, so an
// empty answer reads as "known journal, on no list" or "ISSN not known here", never as a silent nothing.
import 'server-only';
import { db } from '../core/db';
import { normaliseIssn } from '../import/normalise-issn';
import { findListWarnings } from './find-list-warnings';
import type { ListWarning } from './match-list-entries';
import { loadTitleIndex } from './load-title-index';
import { matchTitleOnPublisherSite, type TitleWarning } from './match-title-on-publisher-site';

export interface IssnLookup {
  /** The ISSN searched, hyphenated ("0046-1520"). */
  issn: string;
  /** The journals holding it: catalogue ones by Sourceid, SINTA ones by their profile number. */
  journals: { kind: 'scopus' | 'sinta'; id: string; title: string }[];
}

export interface IssnListEntries {
  lookup: IssnLookup;
  warnings: (ListWarning | TitleWarning)[];
}

const hyphenated = (issn: string) => `${issn.slice(0, 4)}-${issn.slice(4)}`;

/** Null when the text is not a whole ISSN. */
export async function findIssnListEntries(text: string): Promise<IssnListEntries | null> {
  const issn = normaliseIssn(text);
  if (!issn) return null;
  const [journals, sinta, { warnings }, titles] = await Promise.all([
    db.journal.findMany({
      where: { issns: { has: issn } },
      select: { sourceId: true, title: true, publisher: true },
      orderBy: { rank: 'asc' },
      take: 10,
    }),
    db.sintaJournal.findMany({ where: { issns: { has: issn } }, select: { id: true, title: true }, orderBy: { id: 'asc' }, take: 10 }),
    findListWarnings({ issns: [issn] }),
    loadTitleIndex(),
  ]);
  const byTitle = journals.flatMap((journal) => matchTitleOnPublisherSite(journal, titles));
  return {
    lookup: {
      issn: hyphenated(issn),
      journals: [
        ...journals.map((journal) => ({ kind: 'scopus' as const, id: journal.sourceId.toString(), title: journal.title })),
        ...sinta.map((journal) => ({ kind: 'sinta' as const, id: String(journal.id), title: journal.title })),
      ],
    },
    warnings: [...warnings, ...byTitle],
  };
}
