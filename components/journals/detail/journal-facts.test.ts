import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { countryWithRegion, printedIssns, totalDocsOfYear } from './journal-facts';

function journal(overrides: Partial<JournalDetail> & Record<string, unknown>): JournalDetail {
  return { Issn: null, issns: [], Country: null, Region: null, ...overrides } as unknown as JournalDetail;
}

describe('journal facts', () => {
  it('finds the docs-of-the-year figure whatever its year', () => {
    expect(totalDocsOfYear(journal({ 'Total Docs. (2025)': 42, 'Total Docs. (3years)': 100 }))).toEqual({ year: 2025, value: 42 });
    expect(totalDocsOfYear(journal({}))).toBeNull();
  });

  it('prints ISSNs with their hyphen, from the normalised list or the raw text', () => {
    expect(printedIssns(journal({ issns: ['15424863', '0007923X'] }))).toEqual(['1542-4863', '0007-923X']);
    expect(printedIssns(journal({ Issn: '15424863, 00079235' }))).toEqual(['1542-4863', '0007-9235']);
  });

  it('joins country and region when both are known', () => {
    expect(countryWithRegion(journal({ Country: 'Indonesia', Region: 'Asiatic Region' }))).toBe('Indonesia (Asiatic Region)');
    expect(countryWithRegion(journal({ Country: 'Indonesia' }))).toBe('Indonesia');
  });
});
