import type { JournalToHarvest } from './list-journals-to-harvest';
import type { OpenAlexSource } from './openalex-records';
import { batchByIssns, pickSource } from './run-harvest';

const journal = (sourceId: string, issns: string[]): JournalToHarvest => ({ sourceId, title: sourceId, issns });
const source = (id: string, issns: string[], worksCount = 0): OpenAlexSource => ({ id, issns, worksCount, topics: [] });

describe('batchByIssns', () => {
  it('groups consecutive journals while their ISSNs fit in one filter', () => {
    const journals = [journal('1', ['a', 'b']), journal('2', ['c']), journal('3', []), journal('4', ['d', 'e']), journal('5', ['f'])];
    expect(batchByIssns(journals, 3).map((batch) => batch.map((item) => item.title))).toEqual([['1', '2', '3'], ['4', '5']]);
  });

  it('makes 100-ISSN batches at most by default', () => {
    const journals = Array.from({ length: 120 }, (_, index) => journal(String(index), [`${index}a`, `${index}b`]));
    expect(batchByIssns(journals).map((batch) => batch.length)).toEqual([50, 50, 20]);
  });
});

describe('pickSource', () => {
  it('takes the source sharing most ISSNs, then the one with more works', () => {
    const print = source('S1', ['11111111'], 900);
    const both = source('S2', ['11111111', '22222222'], 10);
    const other = source('S3', ['33333333'], 5_000);
    expect(pickSource(journal('1', ['11111111', '22222222']), [print, both, other])).toBe(both);
    expect(pickSource(journal('1', ['11111111']), [both, print])).toBe(print);
    expect(pickSource(journal('1', ['44444444']), [print, both, other])).toBeNull();
    expect(pickSource(journal('1', []), [print])).toBeNull();
  });
});
