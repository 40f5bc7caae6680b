import { z } from 'zod';
import { hasOnlySafeText, isSafeText, safeText, toSafeText } from './safe-text';

describe('safeText', () => {
  const name = safeText({ message: 'nameRequired' }).trim().min(1, 'nameRequired');

  it('passes ordinary text in any script, emoji (a surrogate pair) included, and keeps the rules chained after it', () => {
    expect(name.parse('  Universitas Indonesia 大学 😀 ')).toBe('Universitas Indonesia 大学 😀');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('nameRequired');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('nameRequired');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udfff'],
    ['a high surrogate at the end', 'abc\ud83d'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a newline in a single-line field', 'a\nb'],
  ])('refuses %s with textInvalid', (_label, text) => {
    expect(name.safeParse(text).error?.issues).toEqual([expect.objectContaining({ message: 'textInvalid', path: [] })]);
  });

  it('lets a multi-line field keep tab, newline and carriage return, and nothing else', () => {
    const abstract = safeText({ isMultiLine: true });
    expect(abstract.parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(abstract.safeParse('line\u0000').success).toBe(false);
    expect(abstract.safeParse('line\u000b').success).toBe(false);
  });

  it('reports the field path inside an object', () => {
    const result = z.object({ q: safeText() }).safeParse({ q: '\u0000' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['q', 'textInvalid']]);
  });
});

describe('hasOnlySafeText', () => {
  it('checks every string and key of a JSON value', () => {
    expect(hasOnlySafeText({ a: ['x', { b: 'line\nnext' }], c: 1, d: null })).toBe(true);
    expect(hasOnlySafeText({ a: ['x', { b: 'bad\u0000' }] })).toBe(false);
    expect(hasOnlySafeText({ ['key\u0000']: 'x' })).toBe(false);
    expect(hasOnlySafeText({ a: '\udc00' })).toBe(false);
  });
});

describe('toSafeText', () => {
  it('removes control characters and lone surrogates, keeping pairs', () => {
    expect(toSafeText('ener\u0000gy\ud800 😀')).toBe('energy 😀');
    expect(isSafeText(toSafeText('\u0000\udfff\u001f'))).toBe(true);
  });
});
