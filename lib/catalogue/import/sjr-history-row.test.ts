import { CellError } from '../../import/parse-values';
import { sjrHistoryColumns, sjrHistoryRowReader } from './sjr-history-row';

const read = sjrHistoryRowReader([...sjrHistoryColumns], 2026);

describe('sjrHistoryRowReader', () => {
  it('reads a full row and a row with empty cells as nulls', () => {
    expect(read(['28773', '2021', '56.204', 'Q1', '182', '41'])).toEqual({
      sourceId: '28773',
      year: 2021,
      sjr: 56.204,
      quartile: 'Q1',
      hIndex: 182,
      documents: 41,
    });
    expect(read(['12000', '1999', '', '', '', '10'])).toEqual({
      sourceId: '12000',
      year: 1999,
      sjr: null,
      quartile: null,
      hIndex: null,
      documents: 10,
    });
  });

  it('finds the columns by name, in any order', () => {
    const reader = sjrHistoryRowReader(['Year', 'Docs', 'HIndex', 'Quartile', 'SJR', 'Sourceid'], 2026);
    expect(reader(['2022', '', '198', 'Q2', '86.091', '28773'])).toMatchObject({ sourceId: '28773', sjr: 86.091, quartile: 'Q2' });
  });

  it('refuses a header without a column, naming it', () => {
    expect(() => sjrHistoryRowReader(['Sourceid', 'Year', 'SJR', 'Quartile', 'Docs'])).toThrow(/"HIndex"/);
  });

  it.each([
    [['abc', '2021', '1', 'Q1', '', ''], /Sourceid/],
    [['0', '2021', '1', 'Q1', '', ''], /Sourceid/],
    [['1', '1998', '1', 'Q1', '', ''], /Year/],
    [['1', '2027', '1', 'Q1', '', ''], /Year/],
    [['1', '', '1', 'Q1', '', ''], /Year/],
    [['1', '2021', '1,2.3', 'Q1', '', ''], /decimal/],
    [['1', '2021', '-1', 'Q1', '', ''], /negative/],
    [['1', '2021', '1', 'Q5', '', ''], /quartile/],
    [['1', '2021', '1', 'Q1', '-3', ''], /negative/],
  ])('refuses %p', (fields, message) => {
    expect(() => read(fields)).toThrow(CellError);
    expect(() => read(fields)).toThrow(message);
  });
});
