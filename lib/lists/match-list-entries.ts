// Which list entries a journal's websites fall under, by exact normalised link, never by name: a journal or hijacked
// entry covers its own page and what lies below it; a publisher covers its whole host. Pure, so it is tested alone
// and the import tests can count the real matches with it.
import { isSameOrBelow, type NormalisedLink, normaliseLink } from '../shared/normalise-link';

export type ListKind = 'journal' | 'publisher' | 'hijacked';

export interface ListEntry {
  kind: ListKind;
  name: string;
  link: string | null;
  /** The hijacked list's second URL for the same fake site. */
  alternateLink?: string | null;
  /** The list(s) holding it, e.g. "beallslist.net, predatoryjournals.org". */
  source: string;
}

export interface ListWarning {
  /** The list's name, as stored with the entry. */
  list: string;
  kind: ListKind;
  name: string;
  link: string | null;
}

export type ListIndex = Map<string, { entry: ListEntry; link: NormalisedLink }[]>;

/** Entries by host, so a lookup reads only the entries on the website's own host. */
export function indexListEntries(entries: ListEntry[]): ListIndex {
  const index: ListIndex = new Map();
  for (const entry of entries) {
    for (const url of [entry.link, entry.alternateLink]) {
      const link = normaliseLink(url);
      if (link) index.set(link.host, [...(index.get(link.host) ?? []), { entry, link }]);
    }
  }
  return index;
}

export function matchListEntries(websites: (string | null | undefined)[], index: ListIndex): ListWarning[] {
  const found = new Map<ListEntry, ListWarning>();
  for (const website of websites) {
    const site = normaliseLink(website);
    if (!site) continue;
    for (const { entry, link } of index.get(site.host) ?? []) {
      const isMatch = entry.kind === 'publisher' ? site.host === link.host : isSameOrBelow(site, link);
      if (isMatch && !found.has(entry)) {
        found.set(entry, { list: entry.source, kind: entry.kind, name: entry.name, link: entry.link });
      }
    }
  }
  return [...found.values()];
}
