import type { SjrYear } from '@/lib/schemas/sjr-history';
import { alignToYears, missingYears, yearSpan } from './history-years';

const entry = (year: number, sjr: number | null = 1): SjrYear => ({ year, sjr, quartile: 'Q1', hIndex: null, documents: 3 });

describe('history years', () => {
  const history = [entry(2021), entry(2022), entry(2024), entry(2025)];

  it('spans every year from the first to the last, a lacking year included', () => {
    expect(yearSpan([history])).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(yearSpan([[entry(2024)], [entry(2019)]])).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    expect(yearSpan([[], []])).toEqual([]);
  });

  it('puts null where a history lacks a year, so the chart leaves a gap', () => {
    const years = yearSpan([history]);
    expect(alignToYears(history, years).map((value) => value?.year ?? null)).toEqual([2021, 2022, null, 2024, 2025]);
  });

  it('names the years no history holds', () => {
    const other = [entry(2023), entry(2025)];
    expect(missingYears([history], yearSpan([history]))).toEqual([2023]);
    expect(missingYears([history, other], yearSpan([history, other]))).toEqual([]);
  });
});
