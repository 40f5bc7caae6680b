// Records to the SQL-named objects replaceOriginRows writes: one mapping per table, next to the column lists' names.
import type { DiscontinuedJournalRecord, NewJournalRecord } from './list-records';

export const newJournalRow = (record: NewJournalRecord) => ({
  source_id: record.sourceId,
  title: record.title,
  issn: record.issn,
  eissn: record.eissn,
  publisher: record.publisher,
  accepted_on: record.acceptedOn,
  accepted_month: record.acceptedMonth,
});

export const discontinuedJournalRow = (record: DiscontinuedJournalRecord) => ({
  source_id: record.sourceId,
  title: record.title,
  issn: record.issn,
  eissn: record.eissn,
  publisher: record.publisher,
  reason: record.reason,
  year: record.year,
  volume: record.volume,
  issue: record.issue,
  page_range: record.pageRange,
  coverage: record.coverage,
});
