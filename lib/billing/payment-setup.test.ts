import { env } from '../env';
import { describePaymentSetup } from './payment-setup';

const saved = { ...env };
afterEach(() => Object.assign(env, saved));

describe('describePaymentSetup', () => {
  it('names Midtrans when both keys are set', () => {
    Object.assign(env, { MIDTRANS_SERVER_KEY: 'server', MIDTRANS_CLIENT_KEY: 'client' });
    expect(describePaymentSetup({ isProduction: true, isEmbeddedDatabase: false })).toEqual({ provider: 'midtrans' });
  });

  it('runs the sandbox quietly locally, and warns in production on an external database', () => {
    Object.assign(env, { MIDTRANS_SERVER_KEY: undefined, MIDTRANS_CLIENT_KEY: undefined, PAYMENT_SANDBOX: true });
    expect(describePaymentSetup({ isProduction: true, isEmbeddedDatabase: true })).toEqual({ provider: 'sandbox' });
    expect(describePaymentSetup({ isProduction: false, isEmbeddedDatabase: false })).toEqual({ provider: 'sandbox' });
    expect(describePaymentSetup({ isProduction: true, isEmbeddedDatabase: false })).toMatchObject({
      provider: 'sandbox',
      warning: expect.stringContaining('PAYMENT_SANDBOX=false'),
    });
  });

  it('says payments are off when the sandbox is turned off without Midtrans', () => {
    Object.assign(env, { MIDTRANS_SERVER_KEY: undefined, MIDTRANS_CLIENT_KEY: undefined, PAYMENT_SANDBOX: false });
    expect(describePaymentSetup({ isProduction: true, isEmbeddedDatabase: false }).provider).toBe('none');
  });
});
