import { requireSiteUrl } from './require-site-url';

const message =
  'SITE_URL is required in production when the server listens on a public address (HOST=0.0.0.0): set it to the ' +
  'address visitors use, e.g. SITE_URL=https://jurnalfinder.example. Canonical links, sitemaps and payment return ' +
  "addresses are built from it, never from the request's Host header. For a trial on this machine only, set " +
  'HOST=127.0.0.1.';

describe('requireSiteUrl', () => {
  it('refuses a production start on a public address without SITE_URL, naming the setting', () => {
    expect(() => requireSiteUrl({ isProduction: true, host: '0.0.0.0', siteUrl: undefined })).toThrow(message);
    expect(() => requireSiteUrl({ isProduction: true, host: '::', siteUrl: undefined })).toThrow(/^SITE_URL is required .*\(HOST=::\)/);
    expect(() => requireSiteUrl({ isProduction: true, host: '192.168.1.10', siteUrl: undefined })).toThrow(/SITE_URL/);
  });

  it('accepts a production start on a public address with SITE_URL', () => {
    expect(() => requireSiteUrl({ isProduction: true, host: '0.0.0.0', siteUrl: 'https://jurnalfinder.id' })).not.toThrow();
  });

  it('needs nothing for a local trial on loopback or for development', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(() => requireSiteUrl({ isProduction: true, host, siteUrl: undefined })).not.toThrow();
    }
    expect(() => requireSiteUrl({ isProduction: false, host: '0.0.0.0', siteUrl: undefined })).not.toThrow();
  });
});
