// Warnings by title on the publisher's own site. The lists carry no ISSN and the catalogue no website, so an entry
// such as predatoryjournals.org's "Actuators, https://www.mdpi.com/journal/actuators" cannot be tied to the catalogue's
// Actuators by link. A title alone never warns: titles are shared ("Acoustics" of MDPI and namesakes elsewhere). The
// entry is taken to be the journal only when its normalised name is the journal's normalised title AND its link is on
// a domain of the journal's publisher. The catalogue knows no publisher websites either, so those domains are derived
// from the data:
//   1. the predatory-publisher lists give publishers with their site: a catalogue publisher of the same normalised name,
//      with or without its bracketed abbreviation, owns that site's host ("Multidisciplinary Digital Publishing
//      Institute (MDPI)", http://www.mdpi.com/; SJR's "International Formulae Group (IFG)" is the lists'
//      "International Formulae Group");
//   2. a host on which the journal lists name at least MIN_TITLES_ON_HOST different journals of one catalogue
//      publisher, each by its exact normalised title, is that publisher's (hindawi.com names some 200 journals that
//      SJR gives to Wiley, which took Hindawi's journals over); a namesake or two on some host never makes it so.
// An entry's link is on a domain when its host is that domain or below it. Names are compared in the importer's
// normal form (normaliseListName: letters and digits, lower case, "&" as "and"); SJR's "(discontinued)" marker is
// dropped from titles. Pure, so the rule is tested alone and the real-data test counts with it.
import { normaliseHost } from '../shared/normalise-link';
import { normaliseListName } from './import/normalise-list-name';
import { listSources } from './list-sources';

export const MIN_TITLES_ON_HOST = 3;

export interface CatalogueTitle {
  title: string;
  publisher: string | null;
}

export interface TitledListEntry {
  name: string;
  link: string | null;
  /** The list(s) naming it, e.g. "predatoryjournals.org" or "beallslist.net, predatoryjournals.org". */
  source: string;
  sourceListDate: Date | null;
}

export interface TitleWarning {
  list: string;
  kind: 'journalTitle';
  name: string;
  link: string | null;
  /** "YYYY-MM-DD": the date the list gives the entry; null where it gives none (beallslist.net). */
  date: string | null;
  /** The publisher's domain the entry's link is on. */
  domain: string;
  /** The predatory-journal lists that do not name it (the lists disagree). */
  notOn: string[];
}

export interface TitleIndex {
  /** Journal-list entries with a link, by normalised name. */
  entriesByTitle: Map<string, { entry: TitledListEntry; host: string }[]>;
  /** Normalised publisher name → its domains. */
  publisherDomains: Map<string, Set<string>>;
}

export const titleKey = (title: string): string => normaliseListName(title.replace(/\s*\(discontinued\)\s*$/i, ''));

/** A publisher's name in normal form, and without its bracketed parts ("Formulae Group (IFG)" → "formulae group"). */
function publisherKeys(name: string): string[] {
  const keys = [normaliseListName(name), normaliseListName(name.replace(/\([^)]*\)/g, ' '))];
  return [...new Set(keys.filter(Boolean))];
}

const addTo = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => map.set(key, (map.get(key) ?? new Set()).add(value));

export function indexTitlesOnPublisherSites(input: {
  catalogue: Iterable<CatalogueTitle>;
  listJournals: TitledListEntry[];
  listPublishers: { name: string; link: string | null }[];
}): TitleIndex {
  const entriesByTitle: TitleIndex['entriesByTitle'] = new Map();
  for (const entry of input.listJournals) {
    const host = normaliseHost(entry.link);
    const key = titleKey(entry.name);
    if (host && key) entriesByTitle.set(key, [...(entriesByTitle.get(key) ?? []), { entry, host }]);
  }

  const publisherDomains: TitleIndex['publisherDomains'] = new Map();
  for (const publisher of input.listPublishers) {
    const host = normaliseHost(publisher.link);
    if (host) for (const key of publisherKeys(publisher.name)) addTo(publisherDomains, key, host);
  }

  // Rule 2: per host and publisher, the different titles the journal lists hold there.
  const titlesOnHost = new Map<string, Set<string>>();
  for (const journal of input.catalogue) {
    const publisher = journal.publisher ? normaliseListName(journal.publisher) : '';
    const key = titleKey(journal.title);
    if (!publisher || !key) continue;
    for (const { host } of entriesByTitle.get(key) ?? []) addTo(titlesOnHost, `${publisher}\n${host}`, key);
  }
  for (const [pair, titles] of titlesOnHost) {
    if (titles.size < MIN_TITLES_ON_HOST) continue;
    const [publisher, host] = pair.split('\n') as [string, string];
    addTo(publisherDomains, publisher, host);
  }
  return { entriesByTitle, publisherDomains };
}

const isOnDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const journalLists = [listSources.bealls.name, listSources.predatoryJournalsOrg.name];

export function matchTitleOnPublisherSite(journal: CatalogueTitle, index: TitleIndex): TitleWarning[] {
  if (!journal.publisher) return [];
  const domains = publisherKeys(journal.publisher).flatMap((key) => [...(index.publisherDomains.get(key) ?? [])]);
  return (index.entriesByTitle.get(titleKey(journal.title)) ?? []).flatMap(({ entry, host }) => {
    const domain = domains.find((candidate) => isOnDomain(host, candidate));
    if (!domain) return [];
    const on = entry.source.split(', ');
    return [
      {
        list: entry.source,
        kind: 'journalTitle' as const,
        name: entry.name,
        link: entry.link,
        date: entry.sourceListDate ? entry.sourceListDate.toISOString().slice(0, 10) : null,
        domain,
        notOn: journalLists.filter((list) => !on.includes(list)),
      },
    ];
  });
}
