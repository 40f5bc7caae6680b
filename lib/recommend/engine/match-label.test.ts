import { MATCH_THRESHOLDS, matchLabel } from './match-label';

describe('matchLabel', () => {
  it('names a score by its band: strong, good or partial', () => {
    expect(matchLabel(0.93)).toBe('strong');
    expect(matchLabel(MATCH_THRESHOLDS.strong)).toBe('strong');
    expect(matchLabel(0.79)).toBe('good');
    expect(matchLabel(MATCH_THRESHOLDS.good)).toBe('good');
    expect(matchLabel(0.59)).toBe('partial');
    expect(matchLabel(0)).toBe('partial');
  });

  it('calls a high score strong only when the journal is in the abstract’s field and its own words matched', () => {
    expect(matchLabel(0.95, { isInField: true, hasOwnWords: true })).toBe('strong');
    expect(matchLabel(0.95, { isInField: false, hasOwnWords: true })).toBe('good');
    expect(matchLabel(0.95, { isInField: true, hasOwnWords: false })).toBe('good');
    expect(matchLabel(0.5, { isInField: true, hasOwnWords: true })).toBe('partial');
  });

  it('keeps the bands in order', () => {
    expect(MATCH_THRESHOLDS.strong).toBeGreaterThan(MATCH_THRESHOLDS.good);
    expect(MATCH_THRESHOLDS.good).toBeGreaterThan(0);
  });
});
