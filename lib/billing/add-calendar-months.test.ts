import { addCalendarMonths, extendPremium } from './add-calendar-months';

// Times written in Jakarta time (+07:00), the calendar premium periods follow.
const wib = (text: string) => new Date(`${text}+07:00`);

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15T10:00:00', 1, '2026-02-15T10:00:00'],
    ['2026-01-31T10:00:00', 1, '2026-02-28T10:00:00'],
    ['2028-01-31T10:00:00', 1, '2028-02-29T10:00:00'],
    ['2026-03-31T23:59:59', 1, '2026-04-30T23:59:59'],
    ['2026-08-31T12:00:00', 6, '2027-02-28T12:00:00'],
    ['2026-11-30T08:00:00', 3, '2027-02-28T08:00:00'],
    ['2026-12-15T00:00:00', 1, '2027-01-15T00:00:00'],
    ['2026-10-31T00:00:00', 3, '2027-01-31T00:00:00'],
  ])('%s + %d months = %s (WIB)', (start, months, end) => {
    expect(addCalendarMonths(wib(start), months).toISOString()).toBe(wib(end).toISOString());
  });

  it('counts months on the Jakarta calendar, not UTC: 03:00 on 1 March WIB runs to 1 April', () => {
    // In UTC this instant is 20:00 on 28 February; UTC arithmetic would give 28 March.
    expect(addCalendarMonths(wib('2026-03-01T03:00:00'), 1).toISOString()).toBe(wib('2026-04-01T03:00:00').toISOString());
  });

  it('keeps the milliseconds and refuses fractional months', () => {
    expect(addCalendarMonths(new Date('2026-05-10T01:02:03.456Z'), 1).toISOString()).toBe('2026-06-10T01:02:03.456Z');
    expect(() => addCalendarMonths(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('extendPremium', () => {
  const now = wib('2026-04-10T09:00:00');

  it('starts now for a free user or one whose premium has lapsed', () => {
    expect(extendPremium(null, 3, now)).toEqual({ premiumFrom: now, premiumUntil: wib('2026-07-10T09:00:00') });
    expect(extendPremium(wib('2026-04-01T00:00:00'), 1, now)).toEqual({
      premiumFrom: now,
      premiumUntil: wib('2026-05-10T09:00:00'),
    });
  });

  it('starts at the current expiry while premium still runs, so purchases stack', () => {
    const current = wib('2026-05-31T20:00:00');
    expect(extendPremium(current, 1, now)).toEqual({ premiumFrom: current, premiumUntil: wib('2026-06-30T20:00:00') });
  });
});
