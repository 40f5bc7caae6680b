// The network a visit comes from, as the unit the visit limits and the dashboard count: an IPv4 address as it is, an
// IPv6 address cut to its /64 (one household or server gets a whole /64, so single IPv6 addresses cost nothing to
// change). `address` is the trusted x-client-ip that server.ts sets; anything else gives null.
import { isIPv4, isIPv6 } from 'node:net';

export function clientNetwork(address: string | null): string | null {
  if (!address) return null;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  if (!address.includes('::')) return `${headGroups.slice(0, 4).map(trimZeros).join(':')}::/64`;
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) fills two groups; it lies in the last 64 bits either way.
  const tailLength = tailGroups.reduce((length, group) => length + (group.includes('.') ? 2 : 1), 0);
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map(trimZeros).join(':')}::/64`;
}

function trimZeros(group: string): string {
  return group.replace(/^0+(?=.)/, '');
}
