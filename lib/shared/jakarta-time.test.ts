// The Jakarta calendar boundaries: day, Monday week and month starts as UTC instants; the 17:00 UTC day change.
import {
  addJakartaDays,
  jakartaDateString,
  startOfJakartaDay,
  startOfJakartaMonth,
  startOfJakartaWeek,
} from './jakarta-time';

describe('Jakarta calendar helpers', () => {
  it('puts 23:30 UTC on the next Jakarta day and 16:59 UTC on the same one', () => {
    expect(jakartaDateString(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
    expect(jakartaDateString(new Date('2026-03-10T16:59:59Z'))).toBe('2026-03-10');
    expect(jakartaDateString(new Date('2026-03-10T17:00:00Z'))).toBe('2026-03-11');
  });

  it('starts a Jakarta day at 17:00 UTC the day before', () => {
    expect(startOfJakartaDay(new Date('2026-03-10T23:30:00Z')).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(startOfJakartaDay(new Date('2026-03-10T10:00:00Z')).toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(addJakartaDays(new Date('2026-03-09T17:00:00Z'), -1).toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });

  it('starts weeks on Monday in Jakarta', () => {
    // 2026-03-15 is a Sunday; 2026-03-15T18:00Z is already Monday 16 March in Jakarta.
    expect(startOfJakartaWeek(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(startOfJakartaWeek(new Date('2026-03-15T18:00:00Z')).toISOString()).toBe('2026-03-15T17:00:00.000Z');
  });

  it('starts months on the 1st in Jakarta', () => {
    expect(startOfJakartaMonth(new Date('2026-03-31T17:30:00Z')).toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(startOfJakartaMonth(new Date('2026-03-31T16:30:00Z')).toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });
});
