// A CSP nonce: 128 random bits, base64, fresh for every HTML answer (proxy.ts, and the page cache on a hit).
export function newNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64');
}
