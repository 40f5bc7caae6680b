// The columns each list table receives from the importer, with their SQL types: one list drives the JSON rows and
// the upsert, as the catalogue's journal-columns.ts does.
import type { HijackedRecord } from './read-hijacked-list';
import type { PredatoryRecord } from './merge-list-entries';
import type { ListColumn } from './upsert-list-entries';

export const predatoryColumns: readonly ListColumn<PredatoryRecord>[] = [
  ['name', 'text', (row) => row.name],
  ['link', 'text', (row) => row.link],
  ['normalised_key', 'text', (row) => row.normalisedKey],
  ['host', 'text', (row) => row.host],
  ['source', 'text', (row) => row.source],
  ['source_list_date', 'timestamptz', (row) => row.sourceListDate],
];

export const hijackedColumns: readonly ListColumn<HijackedRecord>[] = [
  ['name', 'text', (row) => row.name],
  ['abbreviation', 'text', (row) => row.abbreviation],
  ['link', 'text', (row) => row.link],
  ['alternate_link', 'text', (row) => row.alternateLink],
  ['host', 'text', (row) => row.host],
  ['authentic_name', 'text', (row) => row.authenticName],
  ['authentic_abbreviation', 'text', (row) => row.authenticAbbreviation],
  ['authentic_link', 'text', (row) => row.authenticLink],
  ['normalised_key', 'text', (row) => row.normalisedKey],
  ['source', 'text', (row) => row.source],
  ['source_list_date', 'timestamptz', (row) => row.sourceListDate],
];
