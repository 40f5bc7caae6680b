// Integration tests only: each test file inserts its own list rows (names and keys carrying a random tag) and removes
// them afterwards, so its assertions hold whatever else the shared test database holds.
import { db } from '../lib/core/db';
import { normaliseLink } from '../lib/shared/normalise-link';

export interface TestListEntry {
  name: string;
  link?: string | null;
  source?: string;
  sourceListDate?: Date | null;
}

const row = (entry: TestListEntry) => ({
  name: entry.name,
  link: entry.link ?? null,
  host: normaliseLink(entry.link)?.host ?? null,
  // Unique per test row: the link's key where there is one, else the name.
  normalisedKey: normaliseLink(entry.link)?.key ?? `name:${entry.name.toLowerCase()}`,
  source: entry.source ?? 'beallslist.net',
  sourceListDate: entry.sourceListDate ?? null,
});

export async function insertTestListEntries(input: {
  journals?: TestListEntry[];
  publishers?: TestListEntry[];
  hijacked?: TestListEntry[];
}): Promise<void> {
  await db.predatoryJournal.createMany({ data: (input.journals ?? []).map(row) });
  await db.predatoryPublisher.createMany({ data: (input.publishers ?? []).map(row) });
  await db.hijackedJournal.createMany({
    data: (input.hijacked ?? []).map((entry) => {
      const { sourceListDate: _date, ...rest } = row(entry);
      return { ...rest, source: entry.source ?? 'Stop Predatory Journals (hijacked journals)' };
    }),
  });
}

/** Removes every list row whose name or key carries the tag. */
export async function deleteTestListEntries(tag: string): Promise<void> {
  const where = { OR: [{ name: { contains: tag } }, { normalisedKey: { contains: tag } }] };
  await db.predatoryJournal.deleteMany({ where });
  await db.predatoryPublisher.deleteMany({ where });
  await db.hijackedJournal.deleteMany({ where });
}
