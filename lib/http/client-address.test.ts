import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress('::ffff:10.0.0.9', '1.2.3.4', 0)).toBe('10.0.0.9');
    expect(clientAddress('127.0.0.1', undefined, 0)).toBe('127.0.0.1');
  });

  it('takes the address the trusted proxy saw', () => {
    // client 203.0.113.7 → proxy 10.0.0.2 → us
    expect(clientAddress('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7');
    // a forged first entry is ignored: only the last hop's view counts
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    // two proxies: CDN then load balancer
    expect(clientAddress('10.0.0.3', '203.0.113.7, 198.51.100.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the first address when fewer hops are present than trusted', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.7', 5)).toBe('203.0.113.7');
  });
});
