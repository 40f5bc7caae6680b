import { predatoryQueryString, readPredatoryAddress } from './predatory-address';

describe('the predatory list address', () => {
  it('reads search, letter and page, and leaves out what is malformed', () => {
    expect(readPredatoryAddress({ q: ' press ', letter: 'm', page: '3' })).toEqual({ q: 'press', letter: 'M', page: 3 });
    expect(readPredatoryAddress({ q: ['a', 'b'], letter: 'MM', page: '0' })).toEqual({ q: 'a', letter: null, page: 1 });
    expect(readPredatoryAddress({})).toEqual({ q: '', letter: null, page: 1 });
  });

  it('writes only what differs from the plain first page, and reads back what it wrote', () => {
    expect(predatoryQueryString({ q: '', letter: null, page: 1 })).toBe('');
    const state = { q: '0046-1520', letter: '#', page: 2 } as const;
    const written = predatoryQueryString(state);
    expect(written).toBe('?q=0046-1520&letter=%23&page=2');
    expect(readPredatoryAddress(Object.fromEntries(new URLSearchParams(written)))).toEqual(state);
  });
});
