import { isAllowedOrigin } from './is-allowed-origin';

const allowed = (origin: string | undefined, host: string | undefined, allowedOrigins: string[] = []) =>
  isAllowedOrigin({ origin, host, allowedOrigins });

describe('isAllowedOrigin', () => {
  test('accepts the page of the same host and port, whatever the scheme', () => {
    expect(allowed('http://127.0.0.1:3000', '127.0.0.1:3000')).toBe(true);
    expect(allowed('https://jurnalfinder.id', 'jurnalfinder.id')).toBe(true);
    expect(allowed('http://localhost:3000', 'LOCALHOST:3000')).toBe(true);
    expect(allowed('http://[::1]:3000', '[::1]:3000')).toBe(true);
  });

  test('treats a default port written out in Host as the default', () => {
    expect(allowed('https://jurnalfinder.id', 'jurnalfinder.id:443')).toBe(true);
    expect(allowed('http://jurnalfinder.id', 'jurnalfinder.id:80')).toBe(true);
  });

  test('refuses another host, another port, or a look-alike', () => {
    expect(allowed('http://evil.example', '127.0.0.1:3000')).toBe(false);
    expect(allowed('http://127.0.0.1:4000', '127.0.0.1:3000')).toBe(false);
    expect(allowed('http://jurnalfinder.id.evil.example', 'jurnalfinder.id')).toBe(false);
    expect(allowed('https://jurnalfinder.id:8443', 'jurnalfinder.id')).toBe(false);
  });

  test('refuses a missing, opaque or malformed Origin', () => {
    expect(allowed(undefined, '127.0.0.1:3000')).toBe(false);
    expect(allowed('', '127.0.0.1:3000')).toBe(false);
    expect(allowed('null', 'null', ['null'])).toBe(false);
    expect(allowed('not a url', '127.0.0.1:3000')).toBe(false);
    expect(allowed('file:///tmp/page.html', '')).toBe(false);
  });

  test('refuses when Host is missing or malformed, unless the origin is listed', () => {
    expect(allowed('http://127.0.0.1:3000', undefined)).toBe(false);
    expect(allowed('http://x', 'x/evil')).toBe(false);
    expect(allowed('http://x', undefined, ['http://x'])).toBe(true);
  });

  test('accepts a listed origin behind a proxy that rewrites Host, and only that origin', () => {
    const list = ['https://jurnalfinder.id', 'https://www.jurnalfinder.id/'];
    expect(allowed('https://jurnalfinder.id', '127.0.0.1:3000', list)).toBe(true);
    expect(allowed('https://WWW.jurnalfinder.id', '127.0.0.1:3000', list)).toBe(true);
    expect(allowed('http://jurnalfinder.id', '127.0.0.1:3000', list)).toBe(false);
    expect(allowed('https://evil.example', '127.0.0.1:3000', list)).toBe(false);
  });
});
