// Cross-links: the predatory and hijacked entries a journal is on, by exact normalised link, never by name.
// None of the lists carries an ISSN and the catalogue has no website, so a catalogue journal's ISSNs lead to its
// SINTA profiles (exact ISSN) and their websites are what is compared; websites known otherwise may be passed too.
import 'server-only';
import { db } from '../core/db';
import { loadListEntries } from './load-list-entries';
import { type ListWarning, matchListEntries } from './match-list-entries';

export interface ListWarningsResult {
  warnings: ListWarning[];
  /** The SINTA profiles the ISSNs found, best accreditation first. */
  sintaWebsites: string[];
}

export async function findListWarnings(input: { issns: string[]; websites?: string[] }): Promise<ListWarningsResult> {
  const profiles =
    input.issns.length > 0
      ? await db.sintaJournal.findMany({
          where: { issns: { hasSome: input.issns } },
          select: { websiteUrl: true },
          orderBy: [{ accreditation: 'asc' }, { id: 'asc' }],
        })
      : [];
  const sintaWebsites = [...new Set(profiles.map((profile) => profile.websiteUrl))];
  const { index } = await loadListEntries();
  return { warnings: matchListEntries([...(input.websites ?? []), ...sintaWebsites], index), sintaWebsites };
}
