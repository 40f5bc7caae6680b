// The client's address for rate limits and logs. X-Forwarded-For is believed only for as many hops as the operator
// says sit in front of the server (TRUST_PROXY); otherwise anyone could pick an address per request.
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const direct = normaliseAddress(remoteAddress ?? 'unknown');
  if (trustedHops <= 0 || !forwardedFor) return direct;
  // Each proxy appends the address it saw: walk back from our direct peer over the trusted hops.
  const chain = [...forwardedFor.split(',').map((part) => normaliseAddress(part.trim())).filter(Boolean), direct];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? direct;
}

function normaliseAddress(address: string): string {
  // IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4.
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
