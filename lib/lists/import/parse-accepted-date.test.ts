import { parseAcceptedDate, parseDateText } from './parse-accepted-date';
import type { SheetCell } from '../../import/read-spreadsheet';

const text = (value: string): SheetCell => ({ text: value, kind: 'text' });
const date = (value: string): SheetCell => ({ text: value, kind: 'date' });

describe('parseDateText', () => {
  it.each([
    ['2025-03-14', '2025-03-14'],
    ['2025/3/4', '2025-03-04'],
    ['14/03/2025', '2025-03-14'],
    ['03/14/2025', '2025-03-14'],
    ['04/04/2025', '2025-04-04'],
    ['14 March 2025', '2025-03-14'],
    ['14-Mar-2025', '2025-03-14'],
    ['March 14, 2025', '2025-03-14'],
  ])('reads %s as the day %s', (input, day) => {
    expect(parseDateText(input)).toEqual({ acceptedOn: day, acceptedMonth: null });
  });

  it.each([
    ['2025-03', '2025-03'],
    ['March 2025', '2025-03'],
    ['Sep. 2025', '2025-09'],
  ])('reads %s as the month %s only', (input, month) => {
    expect(parseDateText(input)).toEqual({ acceptedOn: null, acceptedMonth: month });
  });

  it.each([
    ['03/04/2025', 'could be day/month or month/day'],
    ['Mar-25', 'is not a date'],
    ['2025-02-30', 'is not a date'],
    ['2025-13', 'is not a month'],
    ['soon', 'is not a date'],
  ])('refuses %s', (input, message) => {
    expect(() => parseDateText(input)).toThrow(message);
  });
});

describe('parseAcceptedDate', () => {
  it('takes a date cell as a day and a Month column as a month, even from a date cell', () => {
    expect(parseAcceptedDate(date('2025-03-14'))).toEqual({ acceptedOn: '2025-03-14', acceptedMonth: null });
    expect(parseAcceptedDate(undefined, date('2025-03-01'))).toEqual({ acceptedOn: null, acceptedMonth: '2025-03' });
    expect(parseAcceptedDate(text(''), text('2025-03-14'))).toEqual({ acceptedOn: null, acceptedMonth: '2025-03' });
  });

  it('combines a month name with the Year column, and refuses it without one', () => {
    expect(parseAcceptedDate(undefined, text('June'), text('2025'))).toEqual({ acceptedOn: null, acceptedMonth: '2025-06' });
    expect(() => parseAcceptedDate(undefined, text('June'))).toThrow('has no year');
  });

  it('answers no date at all when the file gives none', () => {
    expect(parseAcceptedDate(text(' '), undefined)).toEqual({ acceptedOn: null, acceptedMonth: null });
  });
});
