// The labelled stand-ins used until an operator loads Elsevier's lists (data/SOURCES.md): new = sources in
// SJR 2025 whose Sourceid is absent from SJR 2024 (Date null); discontinued = SJR 2025 titles marked "(discontinued)"
// (Reason and Year null). SJR does not say which ISSN is print and which electronic, so both stay in ISSN as published.
import type { SjrJournal } from '../../catalogue/import/journal-record';
import type { DiscontinuedJournalRecord, NewJournalRecord } from './list-records';

const discontinuedSuffix = /\s*\(discontinued\)\s*$/i;

export function deriveNewJournals(sjr2025: SjrJournal[], sourceIds2024: Set<string>): NewJournalRecord[] {
  return sjr2025
    .filter((journal) => !sourceIds2024.has(journal.sourceId))
    .map((journal) => ({
      sourceId: journal.sourceId,
      title: journal.title,
      issn: journal.issn || null,
      eissn: null,
      publisher: journal.publisher,
      acceptedOn: null,
      acceptedMonth: null,
    }));
}

export function deriveDiscontinuedJournals(sjr2025: SjrJournal[]): DiscontinuedJournalRecord[] {
  return sjr2025
    .filter((journal) => journal.isDiscontinued)
    .map((journal) => ({
      sourceId: journal.sourceId,
      // The page already says these are discontinued; the name is shown without SJR's marker.
      title: journal.title.replace(discontinuedSuffix, ''),
      issn: journal.issn || null,
      eissn: null,
      publisher: journal.publisher,
      reason: null,
      year: null,
      volume: null,
      issue: null,
      pageRange: null,
      coverage: null,
    }));
}
