// Merges the rows of several predatory lists into one entry per journal (or publisher): the same normalised link, or
// without a link the same normalised name, is one entry that keeps every list it is on and the earliest listed date.
import { joinSources, type ListSourceId } from '../list-sources';
import { cleanListText, normaliseLink } from '../../shared/normalise-link';
import { normaliseListName } from './normalise-list-name';
import type { RawListEntry } from './raw-list-entry';

export interface PredatoryRecord {
  name: string;
  link: string | null;
  normalisedKey: string;
  host: string | null;
  /** The lists' names, e.g. "beallslist.net, predatoryjournals.org". */
  source: string;
  /** ISO instant, or null when no list holding the entry gives a date. */
  sourceListDate: string | null;
}

interface Group {
  names: string[];
  link: string | null;
  host: string | null;
  sources: Set<ListSourceId>;
  dates: string[];
}

/** The key an entry is deduplicated on; null when it has neither a usable link nor a name. */
export function listEntryKey(entry: Pick<RawListEntry, 'name' | 'link'>): string | null {
  const link = normaliseLink(entry.link);
  if (link) return link.key;
  const name = normaliseListName(entry.name);
  // Prefixed so that a name can never collide with a host ("name:" cannot start a host).
  return name ? `name:${name}` : null;
}

export function mergeListEntries(entries: RawListEntry[]): { records: PredatoryRecord[]; skipped: number } {
  const groups = new Map<string, Group>();
  let skipped = 0;
  for (const entry of entries) {
    const key = listEntryKey(entry);
    if (!key) {
      skipped += 1;
      continue;
    }
    const link = normaliseLink(entry.link);
    const group = groups.get(key) ?? { names: [], link: null, host: null, sources: new Set(), dates: [] };
    const name = cleanListText(entry.name);
    if (name) group.names.push(name);
    if (!group.link && link) {
      group.link = cleanListText(entry.link ?? '');
      group.host = link.host;
    }
    group.sources.add(entry.source);
    if (entry.listedSince) group.dates.push(entry.listedSince);
    groups.set(key, group);
  }
  const records = [...groups].map(([key, group]): PredatoryRecord => ({
    // The first list's wording; a row whose name is blank (one beallslist.net publisher is only U+200B) takes another
    // list's name for the same link, else the link's host: shown as it is, never made up.
    name: group.names[0] ?? group.host ?? key,
    link: group.link,
    normalisedKey: key,
    host: group.host,
    source: joinSources(group.sources),
    sourceListDate: group.dates.length > 0 ? group.dates.sort()[0]! : null,
  }));
  return { records, skipped };
}
