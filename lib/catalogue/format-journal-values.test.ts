import { formatAcceptanceRate, formatApc, formatFigure, formatReviewTime } from './format-journal-values';
import type { JournalFigure } from './journal-types';

describe('formatApc', () => {
  it.each([
    [{ apcAmount: 2890, apcCurrency: 'USD', apcSource: 'publisher' as const }, 'USD 2,890'],
    [{ apcAmount: 1250000, apcCurrency: 'JPY', apcSource: 'publisher' as const }, 'JPY 1,250,000'],
    [{ apcAmount: 3100, apcCurrency: 'USD', apcSource: 'estimate' as const }, '≈ USD 3,100 (estimate)'],
    [{ apcAmount: 0, apcCurrency: 'EUR', apcSource: 'publisher' as const }, 'EUR 0'],
    [{ apcAmount: 950, apcCurrency: null, apcSource: 'publisher' as const }, '950'],
    [{ apcAmount: null, apcCurrency: 'USD', apcSource: 'publisher' as const }, null],
    [{ apcAmount: null, apcCurrency: null, apcSource: null }, null],
  ])('formats %j as %p', (apc, expected) => {
    expect(formatApc(apc)).toBe(expected);
  });
});

describe('formatReviewTime', () => {
  it('says weeks, singular for one, null when unknown', () => {
    expect(formatReviewTime(12)).toBe('12 weeks');
    expect(formatReviewTime(1)).toBe('1 week');
    expect(formatReviewTime(null)).toBeNull();
  });
});

describe('formatAcceptanceRate', () => {
  it('reads the stored percentage with at most one decimal', () => {
    expect(formatAcceptanceRate(23)).toBe('23%');
    expect(formatAcceptanceRate(23.456)).toBe('23.5%');
    expect(formatAcceptanceRate(0)).toBe('0%');
    expect(formatAcceptanceRate(null)).toBeNull();
    expect(formatAcceptanceRate(Number.NaN)).toBeNull();
  });
});

describe('formatFigure', () => {
  const figure = (overrides: Partial<JournalFigure>): JournalFigure => ({
    measure: 'first_decision',
    value: 72,
    unit: 'days',
    statistic: null,
    source: 'Wiley Journal Finder',
    date: '2026-08-11',
    periodStart: null,
    ...overrides,
  });

  it('names what a published figure measures, in English', () => {
    expect(formatFigure(figure({}))).toBe('72 days to first decision');
    expect(formatFigure(figure({ value: 1 }))).toBe('1 day to first decision');
    expect(formatFigure(figure({ measure: 'submission_to_acceptance', value: 195.5, statistic: 'median' }))).toBe(
      '195.5 days from submission to acceptance (median)',
    );
    expect(formatFigure(figure({ measure: 'acceptance_to_publication', value: 1200 }))).toBe(
      '1,200 days from acceptance to publication',
    );
    expect(formatFigure(figure({ measure: 'acceptance_rate', value: 10, unit: 'percent' }))).toBe('10%');
  });

  it("writes an operator's review time in weeks as before, and null for no figure", () => {
    expect(formatFigure(figure({ measure: 'review_time', value: 12, unit: 'weeks' }))).toBe('12 weeks');
    expect(formatFigure(null)).toBeNull();
  });
});
