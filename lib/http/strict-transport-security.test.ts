import { type HstsSettings, strictTransportSecurity } from './strict-transport-security';

const defaults: HstsSettings = { SITE_URL: undefined, TRUST_PROXY: 0, HSTS_MAX_AGE_SECONDS: 15_552_000, HSTS_INCLUDE_SUBDOMAINS: false };

describe('strictTransportSecurity', () => {
  it('is sent for an https SITE_URL, whatever the request says', () => {
    const settings = { ...defaults, SITE_URL: 'https://jurnalfinder.id' };
    expect(strictTransportSecurity(settings, undefined)).toBe('max-age=15552000');
    expect(strictTransportSecurity(settings, 'http')).toBe('max-age=15552000');
  });

  it('is not sent for an http SITE_URL or a local trial', () => {
    expect(strictTransportSecurity({ ...defaults, SITE_URL: 'http://10.0.0.5:8080' }, undefined)).toBeNull();
    expect(strictTransportSecurity(defaults, undefined)).toBeNull();
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(strictTransportSecurity(defaults, 'https')).toBeNull();
    const behindProxy = { ...defaults, TRUST_PROXY: 1 };
    expect(strictTransportSecurity(behindProxy, 'https')).toBe('max-age=15552000');
    expect(strictTransportSecurity(behindProxy, 'HTTPS')).toBe('max-age=15552000');
    expect(strictTransportSecurity(behindProxy, 'http')).toBeNull();
    expect(strictTransportSecurity(behindProxy, undefined)).toBeNull();
    // A client's forged first value, then what the proxy saw: only the proxy's counts.
    expect(strictTransportSecurity(behindProxy, 'https, http')).toBeNull();
    expect(strictTransportSecurity(behindProxy, ['http', 'https'])).toBe('max-age=15552000');
    // Two proxies (CDN then load balancer): the CDN's view of the visitor's connection.
    expect(strictTransportSecurity({ ...defaults, TRUST_PROXY: 2 }, 'https, http')).toBe('max-age=15552000');
  });

  it('follows the settings: max-age, includeSubDomains, 0 turns it off', () => {
    const settings = { ...defaults, SITE_URL: 'https://jurnalfinder.id', HSTS_MAX_AGE_SECONDS: 300, HSTS_INCLUDE_SUBDOMAINS: true };
    expect(strictTransportSecurity(settings, undefined)).toBe('max-age=300; includeSubDomains');
    expect(strictTransportSecurity({ ...settings, HSTS_MAX_AGE_SECONDS: 0 }, undefined)).toBeNull();
  });
});
