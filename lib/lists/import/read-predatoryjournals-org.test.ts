import { parseSince } from './read-predatoryjournals-org';

describe('parseSince', () => {
  it("reads the extractor's UTC timestamp", () => {
    expect(parseSince('2025-06-20 17:37:18')).toBe('2025-06-20T17:37:18.000Z');
    expect(parseSince('2025-06-20T17:37:18Z')).toBe('2025-06-20T17:37:18.000Z');
    expect(parseSince(' ')).toBeNull();
  });

  it.each(['20/06/2025', '2025-13-40 10:00:00', 'yesterday'])('refuses %s', (text) => {
    expect(() => parseSince(text)).toThrow('is not a date and time');
  });
});
