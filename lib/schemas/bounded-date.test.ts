import { boundedDate, boundedDay } from './bounded-date';

describe('boundedDate', () => {
  const date = boundedDate('dateInvalid');

  it('takes dates from 2000 to 2100', () => {
    expect(date.parse('2030-01-01')).toEqual(new Date('2030-01-01T00:00:00Z'));
    expect(date.parse('2100-12-31T23:59:59Z')).toEqual(new Date('2100-12-31T23:59:59Z'));
  });

  it.each(['275760-09-13', '0000-01-01', '1999-12-31T23:59:59Z', '2101-01-01', 'soon', true, 8.64e15])('refuses %p', (value) => {
    expect(date.safeParse(value).error?.issues[0]?.message).toBe('dateInvalid');
  });
});

describe('boundedDay', () => {
  const day = boundedDay('dateInvalid');

  it('takes a calendar day that exists, from 2000 to 2100', () => {
    expect(day.parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['2023-02-29', '2024-02-30', '1999-12-31', '2101-01-01', '275760-09-13', '2024-1-1'])('refuses %p', (value) => {
    expect(day.safeParse(value).error?.issues[0]?.message).toBe('dateInvalid');
  });
});
