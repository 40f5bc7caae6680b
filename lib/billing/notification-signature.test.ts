import { createHash } from 'node:crypto';
import { isSignatureValid, signNotification } from './notification-signature';

const fields = { order_id: 'JF-20260101-ABCDEFGHIJKLMNOP', status_code: '200', gross_amount: '55000.00' };
const serverKey = 'SB-Mid-server-test-key';

describe('notification signature', () => {
  it("is SHA512 of order_id + status_code + gross_amount + server key, in lower-case hex (Midtrans's formula)", () => {
    // Midtrans's documented example: order 1111, status 200, amount 100000.00.
    const key = 'askvnoibnosifnboseofinbofinfgbiufglnbfg';
    const expected = createHash('sha512').update(`1111200100000.00${key}`).digest('hex');
    expect(signNotification({ order_id: '1111', status_code: '200', gross_amount: '100000.00' }, key)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{128}$/);
  });

  it('accepts the right signature', () => {
    expect(isSignatureValid(fields, signNotification(fields, serverKey), serverKey)).toBe(true);
  });

  it.each([
    ['another server key', () => signNotification(fields, 'another-key')],
    ['a changed amount', () => signNotification({ ...fields, gross_amount: '5500.00' }, serverKey)],
    ['a changed status code', () => signNotification({ ...fields, status_code: '201' }, serverKey)],
    ['upper-case hex', () => signNotification(fields, serverKey).toUpperCase()],
    ['a truncated signature', () => signNotification(fields, serverKey).slice(0, 127)],
    ['an empty string', () => ''],
    ['a number', () => 42],
    ['nothing', () => undefined],
  ])('refuses %s', (_, makeSignature) => {
    expect(isSignatureValid(fields, makeSignature(), serverKey)).toBe(false);
  });

  it('refuses everything when the server key is empty', () => {
    expect(isSignatureValid(fields, signNotification(fields, ''), '')).toBe(false);
  });
});
