import {
  createInvoiceSchema,
  orderIdSchema,
  paymentNotificationSchema,
  processPaymentSchema,
  sandboxResultSchema,
} from './billing';

describe('createInvoiceSchema', () => {
  it.each(['1-month', '3-months', '6-months'])('takes the plan %s', (planId) => {
    expect(createInvoiceSchema.parse({ planId })).toEqual({ planId });
  });

  it.each([{ planId: '12-months' }, { planId: '' }, { planId: 3 }, {}])('refuses %p with unknownPlan', (payload) => {
    const parsed = createInvoiceSchema.safeParse(payload);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['planId'], message: 'unknownPlan' });
  });
});

describe('processPaymentSchema', () => {
  it('takes an order id and an optional language', () => {
    expect(processPaymentSchema.parse({ orderId: 'JF-20260101-ABC' })).toEqual({ orderId: 'JF-20260101-ABC' });
    expect(processPaymentSchema.parse({ orderId: 'JF-1', lang: 'en' })).toEqual({ orderId: 'JF-1', lang: 'en' });
  });

  it.each([{ orderId: 'JF 1' }, { orderId: 'x'.repeat(51) }, { orderId: 'JF-1', lang: 'fr' }, {}])('refuses %p', (payload) => {
    expect(processPaymentSchema.safeParse(payload).success).toBe(false);
  });

  it('shares the order id rule', () => {
    expect(orderIdSchema.safeParse('JF-20260101-A_b~c.d').success).toBe(true);
    expect(orderIdSchema.safeParse('JF/1').success).toBe(false);
  });
});

describe('sandboxResultSchema', () => {
  it('takes success or failure only', () => {
    expect(sandboxResultSchema.parse({ result: 'success' })).toEqual({ result: 'success' });
    expect(sandboxResultSchema.parse({ result: 'failure' })).toEqual({ result: 'failure' });
    expect(sandboxResultSchema.safeParse({ result: 'settlement' }).success).toBe(false);
  });
});

describe('paymentNotificationSchema', () => {
  const notification = {
    order_id: 'JF-20260101-ABC',
    status_code: '200',
    gross_amount: '55000.00',
    signature_key: 'abc',
    transaction_status: 'settlement',
    currency: 'IDR',
    va_numbers: [{ bank: 'bca' }],
  };

  it('keeps fields it does not know (Midtrans adds them over time)', () => {
    expect(paymentNotificationSchema.parse(notification)).toEqual(notification);
  });

  it.each(['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status'])('needs %s', (field) => {
    expect(paymentNotificationSchema.safeParse({ ...notification, [field]: undefined }).success).toBe(false);
  });

  it('takes the signed fields only as text, as Midtrans sends them', () => {
    expect(paymentNotificationSchema.safeParse({ ...notification, gross_amount: 55000 }).success).toBe(false);
    expect(paymentNotificationSchema.safeParse({ ...notification, status_code: 200 }).success).toBe(false);
  });
});
