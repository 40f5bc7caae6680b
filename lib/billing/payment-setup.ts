// Which provider takes payments, decided from the settings alone (pure, for server.ts at start and for
// get-payment-provider.ts): Midtrans when its keys are set; otherwise the sandbox, which grants premium without money,
// only while the site is a local trial, unless PAYMENT_SANDBOX forces it on (true) or off (false).
import { isLoopbackHost } from '../shared/is-loopback-host';

export interface PaymentSettings {
  MIDTRANS_SERVER_KEY?: string;
  MIDTRANS_CLIENT_KEY?: string;
  /** Unset: automatic (on for a local trial, off once public); true or false: forced. */
  PAYMENT_SANDBOX?: boolean;
  SITE_URL?: string;
  HOST: string;
  TRUST_PROXY: number;
}

export interface DeploymentFacts {
  isProduction: boolean;
  /** DATABASE_URL (not the embedded PostgreSQL); only server.ts knows it, tests and scripts pass false. */
  isExternalDatabase: boolean;
}

export interface PaymentSetup {
  provider: 'midtrans' | 'sandbox' | 'none';
  warning?: string;
  /** The sandbox forced on in front of the public: worth more than a warning line in the log. */
  isLoud?: boolean;
}

/**
 * Why the site counts as public (reachable by others), or null for a local trial. Any one sign is enough: a public
 * SITE_URL; or, in production, a public HOST, a reverse proxy in front (TRUST_PROXY), or an external database.
 */
export function publicSiteReason(settings: PaymentSettings, facts: DeploymentFacts): string | null {
  if (settings.SITE_URL && !isLoopbackHost(new URL(settings.SITE_URL).hostname)) return `SITE_URL=${settings.SITE_URL}`;
  if (!facts.isProduction) return null;
  if (!isLoopbackHost(settings.HOST)) return `HOST=${settings.HOST}`;
  if (settings.TRUST_PROXY > 0) return `TRUST_PROXY=${settings.TRUST_PROXY}`;
  if (facts.isExternalDatabase) return 'DATABASE_URL';
  return null;
}

export function isPaymentSandboxOn(settings: PaymentSettings, facts: DeploymentFacts): boolean {
  return settings.PAYMENT_SANDBOX ?? publicSiteReason(settings, facts) === null;
}

export function describePaymentSetup(settings: PaymentSettings, facts: DeploymentFacts): PaymentSetup {
  if (settings.MIDTRANS_SERVER_KEY && settings.MIDTRANS_CLIENT_KEY) return { provider: 'midtrans' };
  const publicReason = publicSiteReason(settings, facts);
  if (!isPaymentSandboxOn(settings, facts)) {
    const why = settings.PAYMENT_SANDBOX === false ? 'PAYMENT_SANDBOX=false' : `the site is public (${publicReason})`;
    return {
      provider: 'none',
      warning: `Payments are off: ${why}, so the test sandbox is off. Set MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY to take payments.`,
    };
  }
  if (publicReason !== null) {
    return {
      provider: 'sandbox',
      isLoud: true,
      warning:
        `PAYMENT_SANDBOX=true on a public site (${publicReason}): anyone can grant themselves premium with the test ` +
        'payment popup. Set MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY, or remove PAYMENT_SANDBOX.',
    };
  }
  return {
    provider: 'sandbox',
    warning:
      'Payments are a test (the sandbox): premium is granted without money, and the pages say so. It turns itself off ' +
      'once the site is public (SITE_URL, HOST); set the Midtrans keys to take real payments.',
  };
}
