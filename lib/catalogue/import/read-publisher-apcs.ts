// The APC dataverse (publishers' prices 2019–2023, tab-separated, Windows-1252) indexed by normalised ISSN.
// Rows without a price ("no", "per page fee only") are left out: they say nothing about what a journal charges.
import path from 'node:path';
import { apcCurrencies, type ApcCurrency, type PublisherApcRow } from './apc-price';
import { ImportFileError } from '../../import/import-file-error';
import { normaliseIssn } from '../../import/normalise-issn';
import { CellError, parseDecimal, parseInteger } from '../../import/parse-values';
import { readTable } from '../../import/read-table';

export type PublisherApcIndex = Map<string, PublisherApcRow[]>;

export const dataverseOrigin = 'APC dataverse';

export async function readPublisherApcs(
  file: string,
  onBytes?: (read: number, total: number) => void,
): Promise<PublisherApcIndex> {
  const index: PublisherApcIndex = new Map();
  let column: (name: string) => number = () => -1;
  await readTable(
    file,
    { delimiter: '\t', encoding: 'windows-1252', onBytes },
    (header) => {
      column = (name) => header.indexOf(name);
      const needed = ['ISSN_1', 'ISSN_2', 'APC_provided', 'APC_year', 'APC_date', 'APC_USD'];
      const missing = needed.filter((name) => column(name) < 0);
      if (missing.length > 0) {
        throw new ImportFileError(`${path.basename(file)} is not the APC dataverse: missing ${missing.join(', ')}`);
      }
    },
    (fields, line) => {
      const cell = (name: string) => (column(name) < 0 ? '' : (fields[column(name)] ?? '').trim());
      if (cell('APC_provided').toLowerCase() !== 'yes') return;
      const amounts: Partial<Record<ApcCurrency, number>> = {};
      const originals: ApcCurrency[] = [];
      for (const currency of apcCurrencies) {
        const amount = parseDecimal(cell(`APC_${currency}`));
        if (amount === null) continue;
        amounts[currency] = amount;
        if (cell(`APC_${currency}-originalORconverted`).toLowerCase() === 'original') originals.push(currency);
      }
      if (Object.keys(amounts).length === 0) return;
      const year = parseInteger(cell('APC_year'));
      if (year === null) throw new CellError('APC_year is empty');
      const issns = [cell('ISSN_1'), cell('ISSN_2')].map(normaliseIssn).filter((issn) => issn !== null);
      const date = cell('APC_date');
      const row: PublisherApcRow = { issns, year, date, amounts, originals, line, origin: dataverseOrigin };
      for (const issn of new Set(issns)) {
        const rows = index.get(issn);
        if (rows) rows.push(row);
        else index.set(issn, [row]);
      }
    },
  );
  return index;
}
