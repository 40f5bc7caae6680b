import type { SjrYear } from '@/lib/schemas/sjr-history';
import { compareChartData, journalChartData, lineGaps } from './history-chart-data';

const year = (value: number, sjr: number | null, documents: number | null = 10): SjrYear => ({
  year: value,
  sjr,
  quartile: sjr === null ? null : 'Q2',
  hIndex: null,
  documents,
});

describe('history chart data', () => {
  it('plots 2023, which the data lacks, as null points between 2022 and 2024', () => {
    const data = journalChartData([year(2021, 1.5), year(2022, 1.7, null), year(2024, 2.1), year(2025, 2.4)]);
    expect(data).toEqual({
      labels: ['2021', '2022', '2023', '2024', '2025'],
      sjr: [1.5, 1.7, null, 2.1, 2.4],
      documents: [10, null, null, 10, 10],
      quartiles: ['Q2', 'Q2', null, 'Q2', 'Q2'],
    });
    expect(lineGaps.spanGaps).toBe(false);
  });

  it('puts the compared journals on one span of years, each with its own gaps', () => {
    const data = compareChartData([
      { name: 'A', history: [year(2020, 1), year(2022, 2)] },
      { name: 'B', history: [year(2021, 3), year(2025, 4)] },
    ]);
    expect(data.labels).toEqual(['2020', '2021', '2022', '2023', '2024', '2025']);
    expect(data.lines).toEqual([
      { name: 'A', sjr: [1, null, 2, null, null, null] },
      { name: 'B', sjr: [null, 3, null, null, null, 4] },
    ]);
  });
});
