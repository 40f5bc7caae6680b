import { ImportFileError } from '../../import/import-file-error';
import { scaleAcceptanceRates } from './scale-acceptance-rates';

const plain = (line: number, value: number) => ({ line, rate: { value, isPercent: false } });

describe('scaleAcceptanceRates', () => {
  it('reads a file of values up to 1 as fractions', () => {
    expect(scaleAcceptanceRates([plain(2, 0.23), plain(3, 0.07), { line: 4 }, plain(5, 1)], 'm.csv')).toEqual([
      23,
      7,
      undefined,
      100,
    ]);
  });

  it('reads a file with values above 1 as percentages, and "%" always as a percentage', () => {
    expect(scaleAcceptanceRates([plain(2, 23), plain(3, 0), plain(4, 100)], 'm.csv')).toEqual([23, 0, 100]);
    expect(scaleAcceptanceRates([{ line: 2, rate: { value: 0.5, isPercent: true } }, plain(3, 0.4)], 'm.csv')).toEqual([
      0.5, 40,
    ]);
  });

  it('refuses a file that mixes fractions and percentages, naming both lines', () => {
    const mixed = () => scaleAcceptanceRates([plain(2, 45), plain(3, 0.4)], 'm.csv');
    expect(mixed).toThrow(ImportFileError);
    expect(mixed).toThrow('m.csv line 3: acceptance_rate 0.4 looks like a fraction, while line 2 has 45');
  });
});
