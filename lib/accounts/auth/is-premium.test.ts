import { isPremium } from './is-premium';

describe('isPremium', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('is true while the expiry is in the future', () => {
    expect(isPremium(new Date('2026-11-22T00:00:01Z'), now)).toBe(true);
  });
  it('is false once it has passed, at the instant itself, and without an expiry', () => {
    expect(isPremium(new Date('2026-11-21T23:59:59Z'), now)).toBe(false);
    expect(isPremium(now, now)).toBe(false);
    expect(isPremium(null, now)).toBe(false);
  });
});
