import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('cuts an IPv6 address to its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:0DB8:0000:0001:1::2')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:0:1::')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('gives the same network to two addresses of one /64, different ones to two /64s', () => {
    expect(clientNetwork('2001:db8:0:1::a')).toBe(clientNetwork('2001:db8:0:1:ffff::b'));
    expect(clientNetwork('2001:db8:0:1::a')).not.toBe(clientNetwork('2001:db8:0:2::a'));
  });

  it('gives null without an address or for anything that is not one', () => {
    expect(clientNetwork(null)).toBeNull();
    expect(clientNetwork('unknown')).toBeNull();
    expect(clientNetwork('1.2.3.4, 5.6.7.8')).toBeNull();
  });
});
