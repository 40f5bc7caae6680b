// Tests only: catalogue entries with plausible defaults, so each test names just the fields it is about.
import type { ScopusEntry, SintaEntry } from './catalogue-entry';

let next = 1;

export function scopusEntry(overrides: Partial<ScopusEntry> & { title: string }): ScopusEntry {
  const categoryList = overrides.categoryList ?? [];
  return {
    type: 'scopus',
    sourceId: String(990_100_000 + (next += 1)),
    areaList: [],
    categoryQuartiles: categoryList.map((name) => ({ name, quartile: 'Q2' })),
    publisher: null,
    country: 'United Kingdom',
    sjr: 1,
    sjrBestQuartile: 'Q2',
    isOpenAccess: false,
    isOpenAccessDiamond: false,
    apcAmount: null,
    apcCurrency: null,
    apcSource: null,
    reviewTimeWeeks: null,
    acceptanceRate: null,
    scope: null,
    ...overrides,
    categoryList,
  };
}

export function sintaEntry(overrides: Partial<SintaEntry> & { title: string }): SintaEntry {
  const id = (next += 1);
  return {
    type: 'sinta',
    id,
    websiteUrl: `https://jurnal-${id}.example.ac.id`,
    subjectAreas: [],
    affiliation: null,
    accreditation: 3,
    scope: null,
    ...overrides,
  };
}
