// SINTA's numbers are written the Indonesian way: a decimal comma ("217,00") and a dot grouping thousands
// ("14.670" is fourteen thousand). Anything else is an error naming the text, never a guess.
import { CellError } from '../../import/parse-values';

/** "1.234,56" → 1234.56; empty → null. */
export function parseIndonesianDecimal(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(value)) throw new CellError(`"${text}" is not a decimal number`);
  return Number(value.replace(/\./g, '').replace(',', '.'));
}

/** "14.670" → 14670; empty → null. */
export function parseIndonesianCount(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(value)) throw new CellError(`"${text}" is not a whole number`);
  const count = Number(value.replace(/\./g, ''));
  if (count > 2_147_483_647) throw new CellError(`"${text}" is out of range`);
  return count;
}
