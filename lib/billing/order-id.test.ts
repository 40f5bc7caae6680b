import { isOrderId, newOrderId } from './order-id';

describe('newOrderId', () => {
  it('is JF-, the date in WIB (UTC+7), and 16 base32 characters from 80 random bits', () => {
    const id = newOrderId(new Date('2026-01-31T18:30:00Z'), Buffer.alloc(10, 0));
    // 18:30 UTC on 31 January is 01:30 on 1 February in Jakarta.
    expect(id).toBe('JF-20260201-AAAAAAAAAAAAAAAA');
    expect(newOrderId(new Date('2026-01-31T16:59:59Z'), Buffer.from('ffffffffffffffffffff', 'hex'))).toBe(
      'JF-20260131-7777777777777777',
    );
  });

  it('fits the provider rule and differs every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newOrderId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(/^JF-\d{8}-[A-Z2-7]{16}$/);
      expect(id.length).toBeLessThanOrEqual(50);
      expect(isOrderId(id)).toBe(true);
    }
  });
});

describe('isOrderId', () => {
  it.each(['JF-20260101-ABC', 'a_b~c.d-e', 'x'.repeat(50)])('accepts %s', (id) => {
    expect(isOrderId(id)).toBe(true);
  });

  it.each(['', 'x'.repeat(51), 'JF 2026', 'JF/2026', 'JF#1', 'ü', 42])('refuses %p', (id) => {
    expect(isOrderId(id)).toBe(false);
  });
});
