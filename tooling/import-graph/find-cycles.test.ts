import { findCycles, topFolder } from './import-graph';

describe('findCycles', () => {
  it('finds each circle once, however long, and nothing in a tree', () => {
    expect(
      findCycles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
        ['e', 'f'],
        ['f', 'e'],
      ]),
    ).toEqual([['a', 'b', 'c'], ['e', 'f']]);
    expect(findCycles([['a', 'b'], ['b', 'c'], ['a', 'c']])).toEqual([]);
  });
});

describe('topFolder', () => {
  it('names the folder under the area, and nothing outside it', () => {
    expect(topFolder('lib', 'lib/billing/providers/midtrans.ts')).toBe('lib/billing');
    expect(topFolder('lib', 'components/ui/pager.tsx')).toBeUndefined();
  });
});
