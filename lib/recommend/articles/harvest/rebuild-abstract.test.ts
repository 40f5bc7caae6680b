import { rebuildAbstract } from './rebuild-abstract';

describe('rebuildAbstract', () => {
  it('puts every word back at its positions, repeated words included', () => {
    const index = { the: [0, 4], Soil: [1], of: [3], fertility: [2], 'rice-fields': [5], 'Java.': [6] };
    expect(rebuildAbstract(index)).toBe('the Soil fertility of the rice-fields Java.');
  });

  it('keeps the order of positions, not of the index', () => {
    expect(rebuildAbstract({ world: [1], Hello: [0] })).toBe('Hello world');
  });

  it('skips missing positions and keeps both words of a position claimed twice', () => {
    expect(rebuildAbstract({ a: [0], c: [5], b: [2], d: [2] })).toBe('a b d c');
  });

  it('gives null for no index or an index without words', () => {
    expect(rebuildAbstract(null)).toBeNull();
    expect(rebuildAbstract(undefined)).toBeNull();
    expect(rebuildAbstract({})).toBeNull();
    expect(rebuildAbstract({ word: [] })).toBeNull();
  });

  it('ignores what is not a whole, non-negative position', () => {
    expect(rebuildAbstract({ ok: [1], bad: ['2', -1, 1.5, null], also: 3, first: [0] })).toBe('first ok');
  });
});
