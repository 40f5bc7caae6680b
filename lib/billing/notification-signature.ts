// Midtrans's notification signature: SHA512(order_id + status_code + gross_amount + server key), lower-case hex,
// over the fields exactly as sent. Compared in constant time so a forger learns nothing from our response time.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface SignedFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
}

export function signNotification(fields: SignedFields, serverKey: string): string {
  return createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`, 'utf8')
    .digest('hex');
}

export function isSignatureValid(fields: SignedFields, signature: unknown, serverKey: string): boolean {
  if (typeof signature !== 'string' || serverKey === '') return false;
  const expected = Buffer.from(signNotification(fields, serverKey), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a SHA-512 hex digest is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
