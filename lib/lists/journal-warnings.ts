// The one rule of a catalogue journal's warnings, for its page and for the marks on cards alike: the list entries its
// SINTA profiles' websites fall under (exact link), then the entries naming it by its title with a link on its
// publisher's own site (match-title-on-publisher-site.ts), an entry already found by link not repeated by title.
import type { ListWarning } from './match-list-entries';
import { type CatalogueTitle, matchTitleOnPublisherSite, type TitleIndex, type TitleWarning } from './match-title-on-publisher-site';

export type JournalWarning = ListWarning | TitleWarning;

export function journalWarnings(byLink: ListWarning[], journal: CatalogueTitle, titles: TitleIndex): JournalWarning[] {
  const byTitle = matchTitleOnPublisherSite(journal, titles).filter(
    (found) => !byLink.some((warning) => warning.name === found.name && warning.link === found.link),
  );
  return [...byLink, ...byTitle];
}
