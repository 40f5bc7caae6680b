import { robotsTxt } from './robots-txt';

// The languages as lib/i18n/routing.ts declares them (next-intl's routing module is ESM, which Jest does not load).
jest.mock('../i18n/routing', () => ({ locales: ['id', 'en'], defaultLocale: 'id' }));

describe('robotsTxt', () => {
  const text = robotsTxt('https://jurnalfinder.example');

  it('closes the API and the invoice pages in both languages before allowing the rest', () => {
    expect(text).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /id/invoice/',
        'Disallow: /en/invoice/',
        'Allow: /',
        '',
        'Sitemap: https://jurnalfinder.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('never names the admin area', () => {
    expect(text).not.toContain('masuk404');
  });
});
