import { lastmodElement, sitemapIndex, urlSet } from './sitemap-xml';

// The languages as lib/i18n/routing.ts declares them (next-intl's routing module is ESM, which Jest does not load).
jest.mock('../i18n/routing', () => ({ locales: ['id', 'en'], defaultLocale: 'id' }));

const importedAt = new Date('2025-11-24T11:41:07.123Z');

describe('sitemap XML', () => {
  it('writes the import date as a W3C datetime to the second, and nothing when it is unknown', () => {
    expect(lastmodElement(importedAt)).toBe('<lastmod>2025-11-24T11:41:07Z</lastmod>');
    expect(lastmodElement(null)).toBe('');
  });

  it('puts <lastmod> after each <loc> of a URL set, before the hreflang alternates', () => {
    const xml = urlSet('https://jf.example', ['/journal/28773'], importedAt);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(
      /^<url><loc>https:\/\/jf\.example\/id\/journal\/28773<\/loc><lastmod>2025-11-24T11:41:07Z<\/lastmod><xhtml:link rel="alternate" hreflang="id"/,
    );
    expect(urls[1]).toContain('<loc>https://jf.example/en/journal/28773</loc><lastmod>2025-11-24T11:41:07Z</lastmod>');
  });

  it('gives every child of the index the same <lastmod>', () => {
    const xml = sitemapIndex(['https://jf.example/sitemaps/0.xml', 'https://jf.example/sitemaps/1.xml'], importedAt);
    expect(xml.match(/<sitemap><loc>[^<]+<\/loc><lastmod>2025-11-24T11:41:07Z<\/lastmod><\/sitemap>/g)).toHaveLength(2);
    expect(sitemapIndex(['https://jf.example/sitemaps/0.xml'], null)).not.toContain('lastmod');
  });
});
