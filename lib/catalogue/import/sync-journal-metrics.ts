// Writes the vendored review times and acceptance rates into journal_metrics so that the table holds exactly the
// files' figures for journals of the catalogue: new ones inserted, changed ones rewritten, ones no file gives any more
// removed, and the rest left alone (a second import of the same files changes nothing). Runs in the caller's
// transaction. Figures of a Sourceid the catalogue does not hold are counted, not written.
import type { Client } from 'pg';
import type { VendoredFigure } from './vendored-figure';

export interface MetricsSyncCounts {
  /** Figures written or kept, and the journals they belong to. */
  figures: number;
  journals: number;
  inserted: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** Figures whose Sourceid is not in the catalogue. */
  unmatched: number;
}

const incoming = `
  SELECT incoming.* FROM jsonb_to_recordset($1::jsonb) AS incoming(
    source_id bigint, measure journal_metric_measure, value double precision, statistic text, source text,
    as_of date, period_start date)
  JOIN journals USING (source_id)`;

const removeSql = `
DELETE FROM journal_metrics AS stored
WHERE NOT EXISTS (
  SELECT 1 FROM (${incoming}) AS wanted WHERE wanted.source_id = stored.source_id AND wanted.measure = stored.measure
)`;

const upsertSql = `
INSERT INTO journal_metrics (source_id, measure, value, statistic, source, as_of, period_start)
SELECT source_id, measure, value, statistic, source, as_of, period_start FROM (${incoming}) AS wanted
ON CONFLICT (source_id, measure) DO UPDATE SET
  value = EXCLUDED.value, statistic = EXCLUDED.statistic, source = EXCLUDED.source, as_of = EXCLUDED.as_of,
  period_start = EXCLUDED.period_start
WHERE (journal_metrics.value, journal_metrics.statistic, journal_metrics.source, journal_metrics.as_of,
       journal_metrics.period_start)
  IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.statistic, EXCLUDED.source, EXCLUDED.as_of, EXCLUDED.period_start)
RETURNING (xmax = 0) AS inserted`;

const matchedSql = `SELECT count(*) AS figures, count(DISTINCT source_id) AS journals FROM (${incoming}) AS wanted`;

/**
 * One figure per journal and measure: where two files give the same one, the earlier file in `figures` wins (the
 * caller lists the files in order of preference).
 */
export function firstFigureOfEach(figures: VendoredFigure[]): VendoredFigure[] {
  const seen = new Set<string>();
  return figures.filter((figure) => {
    const key = `${figure.sourceId} ${figure.measure}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function syncJournalMetrics(client: Client, figures: VendoredFigure[]): Promise<MetricsSyncCounts> {
  const rows = firstFigureOfEach(figures).map((figure) => ({
    source_id: figure.sourceId,
    measure: figure.measure,
    value: figure.value,
    statistic: figure.statistic,
    source: figure.source,
    as_of: figure.asOf,
    period_start: figure.periodStart,
  }));
  const json = JSON.stringify(rows);
  const removed = (await client.query(removeSql, [json])).rowCount ?? 0;
  const { rows: written } = await client.query<{ inserted: boolean }>(upsertSql, [json]);
  const inserted = written.filter((row) => row.inserted).length;
  const updated = written.length - inserted;
  const [matched] = (await client.query<{ figures: string; journals: string }>(matchedSql, [json])).rows;
  const figureCount = Number(matched!.figures);
  return {
    figures: figureCount,
    journals: Number(matched!.journals),
    inserted,
    updated,
    removed,
    unchanged: figureCount - inserted - updated,
    unmatched: rows.length - figureCount,
  };
}
