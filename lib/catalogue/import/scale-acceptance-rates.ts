// Acceptance rates arrive as percentages ("23", "23%") or fractions ("0.23"); they are stored as percentages.
// Rule: "%" always means a percentage; otherwise a file whose plain values are all ≤ 1 is read as fractions.
import { ImportFileError } from '../../import/import-file-error';

interface WrittenRate {
  line: number;
  rate?: { value: number; isPercent: boolean };
}

/** Percentages (0–100) in the same order, undefined where the row had none. Rejects a file mixing both scales. */
export function scaleAcceptanceRates(rows: WrittenRate[], label: string): (number | undefined)[] {
  const plain = rows.filter((row) => row.rate && !row.rate.isPercent);
  const percentExample = plain.find((row) => row.rate!.value > 1);
  const isFraction = percentExample === undefined;
  if (!isFraction) {
    // Between 0 and 1 exclusive, next to values above 1: a fraction among percentages, or a typo. Never guess.
    const fraction = plain.find((row) => row.rate!.value > 0 && row.rate!.value < 1);
    if (fraction) {
      throw new ImportFileError(
        `${label} line ${fraction.line}: acceptance_rate ${fraction.rate!.value} looks like a fraction, while line ` +
          `${percentExample.line} has ${percentExample.rate!.value} (a percentage); write every rate on one scale`,
      );
    }
  }
  return rows.map(({ rate }) => {
    if (!rate) return undefined;
    const percent = rate.isPercent || !isFraction ? rate.value : rate.value * 100;
    // Rounded to a hundredth of a percent, so 0.07 × 100 is stored as 7, not 7.000000000000001.
    return Math.round(percent * 100) / 100;
  });
}
