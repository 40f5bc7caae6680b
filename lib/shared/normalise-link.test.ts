import { cleanListText, isSameOrBelow, normaliseHost, normaliseLink } from './normalise-link';

describe('normaliseLink', () => {
  it.each([
    ['http://www.JELTL.org/', 'jeltl.org'],
    ['https://jeltl.org', 'jeltl.org'],
    ['HTTPS://WWW.jeltl.org:8080/', 'jeltl.org'],
    ['jeltl.org/', 'jeltl.org'],
    ['http:/jeltl.org', 'jeltl.org'],
    ['http://user@jeltl.org./#top', 'jeltl.org'],
  ])('reduces %s to the host %s: scheme, www., port, trailing slash and case dropped', (url, host) => {
    expect(normaliseLink(url)).toEqual({ key: host, host, path: '' });
  });

  it('keeps the path (lower-cased, without trailing slashes) and the query in the key', () => {
    expect(normaliseLink('http://www.rapidintellect.com/AEQweb//')).toEqual({
      key: 'rapidintellect.com/aeqweb',
      host: 'rapidintellect.com',
      path: '/aeqweb',
    });
    expect(normaliseLink('http://www.ijsrit.com/page.php?cat=25')?.key).toBe('ijsrit.com/page.php?cat=25');
    expect(normaliseLink('https://example.org/a?')?.key).toBe('example.org/a');
  });

  it('keeps "www" inside a name and other sub-domains', () => {
    expect(normaliseHost('http://wwwjournal.org')).toBe('wwwjournal.org');
    expect(normaliseHost('http://www2.journal.org')).toBe('www2.journal.org');
    expect(normaliseHost('http://ejournal.undip.ac.id')).toBe('ejournal.undip.ac.id');
  });

  it('decodes entities and drops invisible marks', () => {
    expect(normaliseLink('http://a.org/x?b=1&amp;c=2')?.key).toBe('a.org/x?b=1&c=2');
    expect(normaliseHost('\u200bhttp://a.org/')).toBe('a.org');
  });

  it.each(['', '   ', '#!', 'not a link', 'http://', 'localhost', null, undefined])('finds no host in %p', (url) => {
    expect(normaliseLink(url)).toBeNull();
  });
});

describe('isSameOrBelow', () => {
  const link = (url: string) => normaliseLink(url)!;

  it('lets an entry at a host root cover the whole host', () => {
    expect(isSameOrBelow(link('http://jeltl.org/index.php/jeltl'), link('http://jeltl.org/'))).toBe(true);
  });

  it('lets an entry in a folder cover that folder only, never a sibling', () => {
    const entry = link('http://jurnal.unimed.ac.id/2012/index.php/jtp');
    expect(isSameOrBelow(link('https://jurnal.unimed.ac.id/2012/index.php/jtp/'), entry)).toBe(true);
    expect(isSameOrBelow(link('https://jurnal.unimed.ac.id/2012/index.php/jtp/about'), entry)).toBe(true);
    expect(isSameOrBelow(link('https://jurnal.unimed.ac.id/2012/index.php/jtpx'), entry)).toBe(false);
    expect(isSameOrBelow(link('https://jurnal.unimed.ac.id/2012/index.php/geo'), entry)).toBe(false);
    expect(isSameOrBelow(link('https://jurnal.unimed.ac.id/'), entry)).toBe(false);
  });

  it('never crosses hosts', () => {
    expect(isSameOrBelow(link('http://a.jeltl.org/'), link('http://jeltl.org/'))).toBe(false);
  });
});

describe('cleanListText', () => {
  it('collapses spaces and NBSP and trims', () => {
    expect(cleanListText(' Acta \u00a0de  Gerencia\u00a0')).toBe('Acta de Gerencia');
    expect(cleanListText('\u200b')).toBe('');
  });
});
