import { switchLocalePath } from './switch-locale-path';

describe('switchLocalePath', () => {
  it('replaces the language and keeps the rest of the path and the query', () => {
    expect(switchLocalePath('/id/journal/123', 'x=1', 'en')).toBe('/en/journal/123?x=1');
    expect(switchLocalePath('/en/journal/123', '?x=1&q=a%20b', 'id')).toBe('/id/journal/123?x=1&q=a%20b');
  });

  it('switches the home page', () => {
    expect(switchLocalePath('/id', '', 'en')).toBe('/en');
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
  });

  it('keeps a trailing slash and adds no empty query', () => {
    expect(switchLocalePath('/en/about/', '', 'id')).toBe('/id/about/');
  });
});
