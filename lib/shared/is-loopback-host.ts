// Whether a listening address (HOST) or a URL's host name is reachable only from this machine: `localhost`, the
// 127.0.0.0/8 block, or ::1. Anything else (0.0.0.0, ::, a public name or address) is treated as public.
const loopbackNames = new Set(['localhost', '::1', '[::1]', '0:0:0:0:0:0:0:1']);

export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (loopbackNames.has(name)) return true;
  // An IPv4 loopback address, also in its IPv6-mapped form (::ffff:127.0.0.1).
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
