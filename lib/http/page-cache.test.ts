import { PageCache, withFreshNonce } from './page-cache';

const page = (body: string, nonce = 'n0nce') => ({ status: 200, headers: { 'content-type': 'text/html' }, body, nonce });

describe('PageCache', () => {
  it('returns what it stored until the time to live has passed', () => {
    let now = 1_000;
    const cache = new PageCache(1_000, 500, () => now);
    cache.set('/id/journal/1', page('<p>one</p>'));
    expect(cache.get('/id/journal/1')?.body).toBe('<p>one</p>');
    now += 501;
    expect(cache.get('/id/journal/1')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps within its byte budget by dropping the least recently used page', () => {
    const cache = new PageCache(100, 60_000);
    cache.set('a', page('a'.repeat(20)));
    cache.set('b', page('b'.repeat(20)));
    cache.set('c', page('c'.repeat(20)));
    cache.get('a'); // a is now the most recently used
    cache.set('d', page('d'.repeat(25)));
    cache.set('e', page('e'.repeat(20)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
  });

  it('never stores a page larger than a quarter of the budget', () => {
    const cache = new PageCache(100, 60_000);
    cache.set('big', page('x'.repeat(26)));
    expect(cache.get('big')).toBeUndefined();
  });

  it('replaces a page stored twice without counting it twice', () => {
    const cache = new PageCache(100, 60_000);
    cache.set('a', page('a'.repeat(20)));
    cache.set('a', page('a'.repeat(10)));
    expect(cache.size).toEqual({ entries: 1, bytes: 10 });
  });
});

describe('withFreshNonce', () => {
  it('swaps every occurrence of the old nonce', () => {
    const stored = { ...page('<script nonce="OLD">1</script><script nonce="OLD">2</script>', 'OLD'), storedAt: 0 };
    expect(withFreshNonce(stored, 'NEW')).toBe('<script nonce="NEW">1</script><script nonce="NEW">2</script>');
  });
});
