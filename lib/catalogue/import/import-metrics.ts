// `npm run db:import -- --metrics <file.csv>`: operators' own review times and acceptance rates, shown in place of
// the publishers' figures the catalogue import brings (journal_metrics), which never overwrites them.
// All or nothing: the file is checked first, then matched and written in one transaction.
import path from 'node:path';
import { Client } from 'pg';
import { ImportFileError } from '../../import/import-file-error';
import { parseMetricsFile, type MetricsUpdate } from './parse-metrics-file';

export interface MetricsResult {
  /** Data rows in the file. */
  rows: number;
  /** Rows whose Sourceid or ISSN names a journal in the catalogue. */
  matched: number;
  unmatched: number;
  /** The keys of the unmatched rows, with their lines, for the operator to check. */
  unmatchedRows: { line: number; key: string }[];
  /** Journals whose stored figures actually changed (a re-run of the same file changes none). */
  changed: number;
}

const matchSql = `
WITH incoming AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS incoming(line integer, source_id bigint, issn text)
), by_issn AS (
  SELECT source_id, unnest(issns) AS issn FROM journals
), matches AS (
  SELECT incoming.line, journals.source_id
  FROM incoming JOIN journals ON journals.source_id = incoming.source_id
  UNION ALL
  SELECT incoming.line, by_issn.source_id
  FROM incoming JOIN by_issn ON by_issn.issn = incoming.issn
  WHERE incoming.source_id IS NULL
)
SELECT line, source_id::text AS source_id FROM matches ORDER BY line, source_id`;

const updateSql = `
UPDATE journals SET
  review_time_weeks = COALESCE(incoming.review_time_weeks, journals.review_time_weeks),
  acceptance_rate = COALESCE(incoming.acceptance_rate, journals.acceptance_rate),
  metrics_source = incoming.source,
  updated_at = now()
FROM jsonb_to_recordset($1::jsonb)
  AS incoming(source_id bigint, review_time_weeks integer, acceptance_rate double precision, source text)
WHERE journals.source_id = incoming.source_id
  AND (journals.review_time_weeks, journals.acceptance_rate, journals.metrics_source) IS DISTINCT FROM
      (COALESCE(incoming.review_time_weeks, journals.review_time_weeks),
       COALESCE(incoming.acceptance_rate, journals.acceptance_rate), incoming.source)
RETURNING journals.source_id`;

/**
 * Which journal each line names (pairs come ordered by line). Refuses two lines naming one journal, and an ISSN that
 * several journals share: either would be a guess.
 */
function resolveMatches(updates: MetricsUpdate[], pairs: { line: number; source_id: string }[], label: string) {
  const journalsOfLine = new Map<number, string[]>();
  const lineOfJournal = new Map<string, number>();
  for (const { line, source_id: sourceId } of pairs) {
    journalsOfLine.set(line, [...(journalsOfLine.get(line) ?? []), sourceId]);
    const earlier = lineOfJournal.get(sourceId);
    if (earlier !== undefined && earlier !== line) {
      throw new ImportFileError(
        `${label} line ${line}: names the same journal (Sourceid ${sourceId}) as line ${earlier}`,
      );
    }
    lineOfJournal.set(sourceId, line);
  }
  for (const [line, journals] of journalsOfLine) {
    if (journals.length > 1) {
      throw new ImportFileError(
        `${label} line ${line}: the ISSN belongs to ${journals.length} journals (Sourceid ${journals.join(', ')}); ` +
          'use the Sourceid column for this one',
      );
    }
  }
  const matched = updates.filter((update) => journalsOfLine.has(update.line));
  return matched.map((update) => ({ update, sourceId: journalsOfLine.get(update.line)![0]! }));
}

export async function importMetrics(options: { databaseUrl: string; file: string }): Promise<MetricsResult> {
  const label = path.basename(options.file);
  const updates = await parseMetricsFile(options.file);
  const client = new Client({
    connectionString: options.databaseUrl,
    application_name: 'jurnal-finder metrics import',
  });
  await client.connect();
  try {
    await client.query('BEGIN');
    const keys = updates.map((update) => ({
      line: update.line,
      source_id: update.sourceId ?? null,
      issn: update.issn ?? null,
    }));
    const { rows: pairs } = await client.query<{ line: number; source_id: string }>(matchSql, [JSON.stringify(keys)]);
    const matches = resolveMatches(updates, pairs, label);
    const writes = matches.map(({ update, sourceId }) => ({
      source_id: sourceId,
      review_time_weeks: update.reviewTimeWeeks ?? null,
      acceptance_rate: update.acceptanceRate ?? null,
      // Every figure keeps its provenance: the row's own label, else the file it came from.
      source: update.source ?? label,
    }));
    const { rowCount } = await client.query(updateSql, [JSON.stringify(writes)]);
    await client.query('COMMIT');
    const matchedLines = new Set(matches.map(({ update }) => update.line));
    const unmatchedRows = updates
      .filter((update) => !matchedLines.has(update.line))
      .map((update) => ({
        line: update.line,
        key: update.sourceId ? `Sourceid ${update.sourceId}` : `ISSN ${update.issn}`,
      }));
    return {
      rows: updates.length,
      matched: matchedLines.size,
      unmatched: unmatchedRows.length,
      unmatchedRows,
      changed: rowCount ?? 0,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
