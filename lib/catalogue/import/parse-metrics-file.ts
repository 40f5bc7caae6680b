// Reads an operator's metrics CSV (comma, semicolon or tab, found from the header) and checks every row before
// anything is written. The first bad row rejects the file with its line number and the reason.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { metricsRowSchema, type MetricsRowInput } from './metrics-row';
import { CellError } from '../../import/parse-values';
import { detectDelimiter } from '../../import/parse-delimited';
import { readTable } from '../../import/read-table';
import { scaleAcceptanceRates } from './scale-acceptance-rates';

export interface MetricsUpdate {
  line: number;
  /** Set when the row names a Sourceid (it wins over the ISSN). */
  sourceId?: string;
  issn?: string;
  reviewTimeWeeks?: number;
  /** Percentage, 0–100. */
  acceptanceRate?: number;
  source?: string;
}

const columnNames: Record<string, keyof MetricsRowInput> = {
  sourceid: 'sourceId',
  source_id: 'sourceId',
  issn: 'issn',
  review_time_weeks: 'reviewTimeWeeks',
  acceptance_rate: 'acceptanceRate',
  source: 'source',
};

function decode(bytes: Buffer, label: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(`${label} is not UTF-8 text: save it as "CSV UTF-8"`);
  }
}

export async function parseMetricsFile(file: string): Promise<MetricsUpdate[]> {
  const bytes = await readFile(file).catch(() => {
    throw new ImportFileError(`Metrics file not found: ${file}`);
  });
  return parseMetricsText(decode(bytes, path.basename(file)), path.basename(file));
}

/** The checks without the file system: `label` names the file in messages. */
export async function parseMetricsText(content: string, label: string): Promise<MetricsUpdate[]> {
  const text = content.replace(/^\uFEFF/, '');
  let fields: (keyof MetricsRowInput | null)[] = [];
  // Messages name the column as the operator wrote it, not the field it is read into.
  const columnOf = new Map<PropertyKey, string>();
  const rows: { line: number; input: MetricsRowInput }[] = [];
  await readTable(
    label,
    { delimiter: detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''), encoding: 'utf-8', text },
    (header) => {
      fields = header.map((name) => columnNames[name.trim().toLowerCase()] ?? null);
      fields.forEach((field, index) => field && columnOf.set(field, header[index]!));
      const unknown = header.filter((_, index) => fields[index] === null);
      if (unknown.length > 0) {
        throw new CellError(
          `unknown column(s) ${unknown.map((name) => `"${name}"`).join(', ')}; ` +
            'expected Sourceid or ISSN, review_time_weeks, acceptance_rate, source',
        );
      }
      if (!fields.includes('sourceId') && !fields.includes('issn')) {
        throw new CellError('needs a Sourceid or an ISSN column');
      }
      if (!fields.includes('reviewTimeWeeks') && !fields.includes('acceptanceRate')) {
        throw new CellError('needs a review_time_weeks or an acceptance_rate column');
      }
    },
    (cells, line) => {
      const input: MetricsRowInput = {};
      fields.forEach((field, index) => {
        if (field) input[field] = cells[index];
      });
      rows.push({ line, input });
    },
  );
  const parsed = rows.map(({ line, input }) => {
    const result = metricsRowSchema.safeParse(input);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const where = issue.path.length > 0 ? `${columnOf.get(issue.path[0]!) ?? String(issue.path[0])}: ` : '';
      throw new ImportFileError(`${label} line ${line}: ${where}${issue.message}`);
    }
    return { line, row: result.data };
  });
  const rates = scaleAcceptanceRates(parsed.map(({ line, row }) => ({ line, rate: row.acceptanceRate })), label);
  const updates = parsed.map(({ line, row }, index): MetricsUpdate => ({
    line,
    ...(row.sourceId !== undefined ? { sourceId: row.sourceId.replace(/^0+(?=\d)/, '') } : { issn: row.issn }),
    ...(row.reviewTimeWeeks !== undefined && { reviewTimeWeeks: row.reviewTimeWeeks }),
    ...(rates[index] !== undefined && { acceptanceRate: rates[index] }),
    ...(row.source !== undefined && { source: row.source }),
  }));
  rejectDuplicateKeys(updates, label);
  return updates;
}

function rejectDuplicateKeys(updates: MetricsUpdate[], label: string): void {
  const seen = new Map<string, number>();
  for (const update of updates) {
    const key = update.sourceId !== undefined ? `Sourceid ${update.sourceId}` : `ISSN ${update.issn}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new ImportFileError(`${label} line ${update.line}: ${key} is already on line ${earlier}`);
    }
    seen.set(key, update.line);
  }
}
