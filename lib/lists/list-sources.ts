// The lists the reference data comes from (data/SOURCES.md), by the id stored in each entry's `source`. One place for
// their names, links and whether they date their entries, so the importer, the API and the pages cannot disagree.

export const listSources = {
  // No date in its files: an entry it shares with predatoryjournals.org carries that list's date, not its own.
  bealls: { name: 'beallslist.net', url: 'https://beallslist.net', givesDates: false },
  predatoryJournalsOrg: { name: 'predatoryjournals.org', url: 'https://predatoryjournals.org', givesDates: true },
  stopPredatoryJournals: {
    name: 'Stop Predatory Journals (hijacked journals)',
    url: 'https://github.com/stop-predatory-journals/stop-predatory-journals.github.io',
    givesDates: false,
  },
} as const;

export type ListSourceId = keyof typeof listSources;

/** An entry on several lists stores their names joined in this fixed order: "beallslist.net, predatoryjournals.org". */
export const sourceSeparator = ', ';

export function joinSources(ids: Iterable<ListSourceId>): string {
  const order = Object.keys(listSources) as ListSourceId[];
  const present = new Set(ids);
  return order
    .filter((id) => present.has(id))
    .map((id) => listSources[id].name)
    .join(sourceSeparator);
}
