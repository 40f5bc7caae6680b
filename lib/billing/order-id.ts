// Order ids: our invoice key and Midtrans's order_id, so they follow its rule (at most 50 of A–Z a–z 0–9 - _ ~ .).
// `JF-<yyyymmdd in WIB>-<16 base32 chars>`: 80 random bits, so a guess never names someone's invoice.
import { randomBytes } from 'node:crypto';
import { orderIdPattern } from '../schemas/order-id';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Indonesian Western Time (UTC+7, no daylight saving): the date on the id is the customer's. */
const wibOffsetMs = 7 * 60 * 60 * 1000;

function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

export function newOrderId(now: Date = new Date(), random: Buffer = randomBytes(10)): string {
  const day = new Date(now.getTime() + wibOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `JF-${day}-${toBase32(random)}`;
}

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && orderIdPattern.test(value);
}
