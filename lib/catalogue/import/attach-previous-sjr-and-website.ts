// Adds to each journal the SJR of the year before (the SJR 2024 file, by Sourceid) and its own site where a vendored
// data set gives it (Wiley's Journal Finder, by Sourceid), with the year and the data set they come from. Lookups only.
import type { ApcFields, JournalRecord, SjrJournal, DoajLinkField } from './journal-record';

export interface PreviousSjr {
  year: number;
  sjrBySourceId: Map<string, number>;
}

export interface Websites {
  source: string;
  bySourceId: Map<string, string>;
}

export function attachPreviousSjrAndWebsite(
  journals: (SjrJournal & ApcFields & DoajLinkField)[],
  previous: PreviousSjr,
  websites: Websites,
): JournalRecord[] {
  return journals.map((journal) => {
    const sjrPrevious = previous.sjrBySourceId.get(journal.sourceId) ?? null;
    const website = websites.bySourceId.get(journal.sourceId) ?? null;
    return {
      ...journal,
      sjrPrevious,
      sjrPreviousYear: sjrPrevious === null ? null : previous.year,
      website,
      websiteSource: website === null ? null : websites.source,
    };
  });
}
