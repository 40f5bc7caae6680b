// The `journals` columns the catalogue import owns, with their types: one list drives the JSON rows and the SQL.
// Review time, acceptance rate and metrics source are absent on purpose: operators own them, re-imports keep them.
// The vendored review times and acceptance rates go to their own table (sync-journal-metrics.ts).
import type { JournalRecord } from './journal-record';

type Column = readonly [name: string, type: string, value: (journal: JournalRecord) => unknown];

export const journalColumns: readonly Column[] = [
  ['source_id', 'bigint', (j) => j.sourceId],
  ['rank', 'integer', (j) => j.rank],
  ['title', 'text', (j) => j.title],
  ['type', 'text', (j) => j.type],
  ['issn', 'text', (j) => j.issn],
  ['issns', 'text[]', (j) => j.issns],
  ['publisher', 'text', (j) => j.publisher],
  ['is_open_access', 'boolean', (j) => j.isOpenAccess],
  ['is_open_access_diamond', 'boolean', (j) => j.isOpenAccessDiamond],
  ['sjr', 'double precision', (j) => j.sjr],
  ['sjr_previous', 'double precision', (j) => j.sjrPrevious],
  ['sjr_previous_year', 'integer', (j) => j.sjrPreviousYear],
  ['sjr_best_quartile', 'varchar(2)', (j) => j.sjrBestQuartile],
  ['h_index', 'integer', (j) => j.hIndex],
  ['docs_year', 'integer', (j) => j.docsYear],
  ['total_docs_year', 'integer', (j) => j.totalDocsYear],
  ['total_docs3_years', 'integer', (j) => j.totalDocs3Years],
  ['total_refs', 'integer', (j) => j.totalRefs],
  ['total_cites3_years', 'integer', (j) => j.totalCites3Years],
  ['citable_docs3_years', 'integer', (j) => j.citableDocs3Years],
  ['cites_per_doc2_years', 'double precision', (j) => j.citesPerDoc2Years],
  ['ref_per_doc', 'double precision', (j) => j.refPerDoc],
  ['female_percent', 'double precision', (j) => j.femalePercent],
  ['overton', 'integer', (j) => j.overton],
  ['sdg', 'integer', (j) => j.sdg],
  ['country', 'text', (j) => j.country],
  ['region', 'text', (j) => j.region],
  ['coverage', 'text', (j) => j.coverage],
  ['categories', 'text', (j) => j.categories],
  ['areas', 'text', (j) => j.areas],
  ['area_list', 'text[]', (j) => j.areaList],
  ['category_list', 'text[]', (j) => j.categoryList],
  ['category_quartiles', 'jsonb', (j) => j.categoryQuartiles],
  ['is_discontinued', 'boolean', (j) => j.isDiscontinued],
  ['apc_amount', 'integer', (j) => j.apcAmount],
  ['apc_currency', 'varchar(3)', (j) => j.apcCurrency],
  ['apc_source', 'apc_source', (j) => j.apcSource],
  ['apc_year', 'integer', (j) => j.apcYear],
  ['apc_origin', 'text', (j) => j.apcOrigin],
  ['apc_observed_on', 'date', (j) => j.apcObservedOn],
  ['website', 'text', (j) => j.website],
  ['website_source', 'text', (j) => j.websiteSource],
  ['doaj_key', 'text', (j) => j.doajKey],
  ['data_year', 'integer', (j) => j.dataYear],
];

/** A journal as one JSON object keyed by column name, the shape jsonb_to_recordset reads. */
export function toColumnObject(journal: JournalRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, , value] of journalColumns) row[name] = value(journal);
  return row;
}
