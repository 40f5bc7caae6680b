// PLOS's turnaround (data/metrics/plos-turnaround-2023.csv.gz): for each of its journals the median days from
// submission to acceptance, from submission to publication and from acceptance to publication, over the articles
// e-published in one window (`epub 2022-11-29..2023-11-29`). Matched to SJR by the file's `sjr_sourceid_by_issn`.
import path from 'node:path';
import type { JournalMetricMeasure } from '../../generated/prisma/enums';
import { ImportFileError } from '../../import/import-file-error';
import { CellError, parseDecimal } from '../../import/parse-values';
import { readTable } from '../../import/read-table';
import { knownFigure, type VendoredFigure } from './vendored-figure';

export const plosSource = 'PLOS';

const medians: [column: string, measure: JournalMetricMeasure][] = [
  ['median_submission_to_acceptance_days', 'submission_to_acceptance'],
  ['median_submission_to_publication_days', 'submission_to_publication'],
  ['median_acceptance_to_publication_days', 'acceptance_to_publication'],
];

function parseWindow(text: string): { start: string; end: string } {
  const match = /(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(text.trim());
  if (!match) throw new CellError(`window "${text}" is not "<first day>..<last day>"`);
  return { start: match[1]!, end: match[2]! };
}

export async function readPlosTurnaround(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<{ figures: VendoredFigure[]; rows: number }> {
  const figures: VendoredFigure[] = [];
  let index: Record<string, number> = {};
  const rows = await readTable(
    file,
    { delimiter: ',', encoding: 'utf-8', onBytes },
    (header) => {
      const needed = [...medians.map(([column]) => column), 'sjr_sourceid_by_issn', 'window'];
      const missing = needed.filter((name) => !header.includes(name));
      if (missing.length > 0) {
        throw new ImportFileError(`${path.basename(file)} is not PLOS's turnaround summary: missing ${missing.join(', ')}`);
      }
      index = Object.fromEntries(needed.map((name) => [name, header.indexOf(name)]));
    },
    (fields) => {
      const cell = (name: string) => (fields[index[name]!] ?? '').trim();
      const sourceId = cell('sjr_sourceid_by_issn').replace(/^0+(?=\d)/, '');
      if (sourceId === '') return;
      if (!/^\d{1,18}$/.test(sourceId)) throw new CellError(`sjr_sourceid_by_issn "${sourceId}" is not a Sourceid`);
      const window = parseWindow(cell('window'));
      for (const [column, measure] of medians) {
        const days = knownFigure(parseDecimal(cell(column)));
        if (days === null) continue;
        if (days < 0) throw new CellError(`${column} ${days} is negative`);
        figures.push({
          sourceId,
          measure,
          value: days,
          statistic: 'median',
          source: plosSource,
          asOf: window.end,
          periodStart: window.start,
        });
      }
    },
  );
  return { figures, rows };
}
