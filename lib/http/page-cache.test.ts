import { createPageCache, type PageCache, withFreshNonce } from './page-cache';

const page = (body: string, nonce = 'n0nce') => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
  nonce,
});
const sizeOf = (cache: PageCache) => ({ entries: cache.size, bytes: cache.calculatedSize });

describe('createPageCache', () => {
  it('returns what it stored until the time to live has passed', () => {
    let now = 1_000;
    const cache = createPageCache(1_000, 500, () => now);
    cache.set('/id/journal/1', page('<p>one</p>'));
    expect(cache.get('/id/journal/1')?.body.toString()).toBe('<p>one</p>');
    now += 501;
    expect(cache.get('/id/journal/1')).toBeUndefined();
    expect(sizeOf(cache)).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps within its byte budget by dropping the least recently used page', () => {
    const cache = createPageCache(100, 60_000);
    cache.set('a', page('a'.repeat(20)));
    cache.set('b', page('b'.repeat(20)));
    cache.set('c', page('c'.repeat(20)));
    cache.get('a'); // a is now the most recently used
    cache.set('d', page('d'.repeat(25)));
    cache.set('e', page('e'.repeat(20)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.calculatedSize).toBeLessThanOrEqual(100);
  });

  it('never stores a page larger than a quarter of the budget', () => {
    const cache = createPageCache(100, 60_000);
    cache.set('big', page('x'.repeat(26)));
    expect(cache.get('big')).toBeUndefined();
  });

  it('counts a page by its bytes, which is the memory it holds (≈ takes three)', () => {
    const cache = createPageCache(100, 60_000);
    cache.set('a', page('≈'.repeat(8)));
    expect(sizeOf(cache)).toEqual({ entries: 1, bytes: 24 });
    cache.set('b', page('≈'.repeat(9))); // 27 bytes: more than a quarter of the budget, although 9 characters
    expect(cache.get('b')).toBeUndefined();
  });

  it('replaces a page stored twice without counting it twice', () => {
    const cache = createPageCache(100, 60_000);
    cache.set('a', page('a'.repeat(20)));
    cache.set('a', page('a'.repeat(10)));
    expect(sizeOf(cache)).toEqual({ entries: 1, bytes: 10 });
  });

  it('keeps a page with an empty body, counted as one byte', () => {
    const cache = createPageCache(100, 60_000);
    cache.set('empty', page(''));
    expect(cache.get('empty')?.body.toString()).toBe('');
    expect(sizeOf(cache)).toEqual({ entries: 1, bytes: 1 });
  });
});

describe('withFreshNonce', () => {
  it('swaps every occurrence of the old nonce', () => {
    const stored = page('<script nonce="OLD">1</script><script nonce="OLD">2</script>', 'OLD');
    expect(withFreshNonce(stored, 'NEW').toString()).toBe('<script nonce="NEW">1</script><script nonce="NEW">2</script>');
  });

  it('leaves a body without the nonce as it is, and keeps characters around it whole', () => {
    expect(withFreshNonce(page('<p>≈ no script</p>', 'OLD'), 'NEW').toString()).toBe('<p>≈ no script</p>');
    expect(withFreshNonce(page('≈OLD≈', 'OLD'), 'NEWER').toString()).toBe('≈NEWER≈');
  });
});
