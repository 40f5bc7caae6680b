import { describePaymentSetup, isPaymentSandboxOn, type PaymentSettings, publicSiteReason } from './payment-setup';

const localTrial: PaymentSettings = { HOST: '127.0.0.1', TRUST_PROXY: 0 };
const production = { isProduction: true, isExternalDatabase: false };
const development = { isProduction: false, isExternalDatabase: false };

describe('isPaymentSandboxOn (PAYMENT_SANDBOX unset)', () => {
  it('is on for a local trial: npm start on loopback, with or without a loopback SITE_URL, and npm run dev', () => {
    expect(isPaymentSandboxOn(localTrial, production)).toBe(true);
    expect(isPaymentSandboxOn({ ...localTrial, HOST: 'localhost' }, production)).toBe(true);
    expect(isPaymentSandboxOn({ ...localTrial, HOST: '::1' }, production)).toBe(true);
    expect(isPaymentSandboxOn({ ...localTrial, SITE_URL: 'http://localhost:3000' }, production)).toBe(true);
    expect(isPaymentSandboxOn({ ...localTrial, SITE_URL: 'http://127.0.0.1:3000' }, production)).toBe(true);
    // A developer's machine listening on every interface is still a trial.
    expect(isPaymentSandboxOn({ ...localTrial, HOST: '0.0.0.0' }, development)).toBe(true);
  });

  it('is off as soon as the site is public: a public SITE_URL, even in development', () => {
    expect(isPaymentSandboxOn({ ...localTrial, SITE_URL: 'https://jurnalfinder.example' }, production)).toBe(false);
    expect(isPaymentSandboxOn({ ...localTrial, SITE_URL: 'https://jurnalfinder.example' }, development)).toBe(false);
    expect(isPaymentSandboxOn({ ...localTrial, SITE_URL: 'http://192.0.2.10:3000' }, production)).toBe(false);
  });

  it('is off in production on a public HOST, behind a trusted proxy, or on an external database', () => {
    expect(isPaymentSandboxOn({ ...localTrial, HOST: '0.0.0.0' }, production)).toBe(false);
    expect(isPaymentSandboxOn({ ...localTrial, HOST: '::' }, production)).toBe(false);
    expect(isPaymentSandboxOn({ ...localTrial, HOST: '192.0.2.10' }, production)).toBe(false);
    expect(isPaymentSandboxOn({ ...localTrial, TRUST_PROXY: 1 }, production)).toBe(false);
    expect(isPaymentSandboxOn(localTrial, { isProduction: true, isExternalDatabase: true })).toBe(false);
    // Development on an external database (a developer's own PostgreSQL) stays a trial.
    expect(isPaymentSandboxOn(localTrial, { isProduction: false, isExternalDatabase: true })).toBe(true);
  });
});

describe('isPaymentSandboxOn (PAYMENT_SANDBOX set)', () => {
  it('obeys true and false whatever the deployment', () => {
    const publicSite = { ...localTrial, HOST: '0.0.0.0', SITE_URL: 'https://jurnalfinder.example' };
    expect(isPaymentSandboxOn({ ...publicSite, PAYMENT_SANDBOX: true }, production)).toBe(true);
    expect(isPaymentSandboxOn({ ...localTrial, PAYMENT_SANDBOX: false }, development)).toBe(false);
  });
});

describe('publicSiteReason', () => {
  it('names the setting that makes the site public', () => {
    expect(publicSiteReason(localTrial, production)).toBeNull();
    expect(publicSiteReason({ ...localTrial, SITE_URL: 'https://jurnalfinder.example/' }, development)).toBe(
      'SITE_URL=https://jurnalfinder.example/',
    );
    expect(publicSiteReason({ ...localTrial, HOST: '0.0.0.0' }, production)).toBe('HOST=0.0.0.0');
    expect(publicSiteReason({ ...localTrial, TRUST_PROXY: 2 }, production)).toBe('TRUST_PROXY=2');
    expect(publicSiteReason(localTrial, { isProduction: true, isExternalDatabase: true })).toBe('DATABASE_URL');
  });
});

describe('describePaymentSetup', () => {
  it('names Midtrans when both keys are set, with nothing to warn about', () => {
    const midtrans = { ...localTrial, MIDTRANS_SERVER_KEY: 'server', MIDTRANS_CLIENT_KEY: 'client', HOST: '0.0.0.0' };
    expect(describePaymentSetup(midtrans, production)).toEqual({ provider: 'midtrans' });
  });

  it('runs the sandbox for a local trial with a plain warning that payments are a test', () => {
    const setup = describePaymentSetup(localTrial, production);
    expect(setup.provider).toBe('sandbox');
    expect(setup.isLoud).toBeUndefined();
    expect(setup.warning).toMatch(/^Payments are a test \(the sandbox\)/);
  });

  it('turns payments off on a public site, saying why and what to set', () => {
    const setup = describePaymentSetup({ ...localTrial, HOST: '0.0.0.0', SITE_URL: 'https://jurnalfinder.example' }, production);
    expect(setup).toEqual({
      provider: 'none',
      warning:
        'Payments are off: the site is public (SITE_URL=https://jurnalfinder.example), so the test sandbox is off. ' +
        'Set MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY to take payments.',
    });
    expect(describePaymentSetup({ ...localTrial, PAYMENT_SANDBOX: false }, development).warning).toContain(
      'Payments are off: PAYMENT_SANDBOX=false',
    );
  });

  it('warns loudly when the sandbox is forced on a public site', () => {
    const setup = describePaymentSetup({ ...localTrial, PAYMENT_SANDBOX: true }, { isProduction: true, isExternalDatabase: true });
    expect(setup.provider).toBe('sandbox');
    expect(setup.isLoud).toBe(true);
    expect(setup.warning).toMatch(/^PAYMENT_SANDBOX=true on a public site \(DATABASE_URL\): anyone can grant themselves premium/);
  });
});
