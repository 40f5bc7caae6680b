// GET /api/plans: the three plans of lib/shared/plans.ts, public and cacheable, and whether payments are a test.
import { env } from '@/lib/core/env';
import { GET } from './route';

describe('GET /api/plans', () => {
  it('answers the plans with their prices, discounts and feature keys', async () => {
    const response = await GET(new Request('http://localhost/api/plans'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { plans } = await response.json();
    expect(plans).toEqual([
      {
        id: '1-month',
        name: 'Premium 1 Bulan',
        months: 1,
        price: 19_900,
        currency: 'IDR',
        priceMonthly: 19_900,
        features: ['allPages', 'aiRecommendations', 'prioritySupport'],
        popular: false,
      },
      {
        id: '3-months',
        name: 'Premium 3 Bulan',
        months: 3,
        price: 55_000,
        currency: 'IDR',
        priceMonthly: 18_333,
        originalPrice: 59_700,
        discount: 7,
        features: ['allPages', 'aiRecommendations', 'prioritySupport'],
        popular: true,
      },
      {
        id: '6-months',
        name: 'Premium 6 Bulan',
        months: 6,
        price: 99_000,
        currency: 'IDR',
        priceMonthly: 16_500,
        originalPrice: 119_400,
        discount: 17,
        features: ['allPages', 'aiRecommendations', 'prioritySupport'],
        popular: false,
      },
    ]);
  });

  it('says whether the plans are on sale and whether payments are a test: true while the sandbox takes them, false once it is off or Midtrans is set', async () => {
    const saved = { ...env };
    try {
      Object.assign(env, { PAYMENT_SANDBOX: undefined, SITE_URL: undefined, HOST: '127.0.0.1' });
      expect(await answer()).toMatchObject({ onSale: true, testPayments: true });
      // A public SITE_URL turns the automatic sandbox off: without Midtrans keys nothing can be bought.
      Object.assign(env, { SITE_URL: 'https://jurnalfinder.example' });
      expect(await answer()).toMatchObject({ onSale: false, testPayments: false });
      // Forced on, it is a test again, and said so.
      Object.assign(env, { PAYMENT_SANDBOX: true });
      expect(await answer()).toMatchObject({ onSale: true, testPayments: true });
      Object.assign(env, { MIDTRANS_SERVER_KEY: 'server', MIDTRANS_CLIENT_KEY: 'client' });
      expect(await answer()).toMatchObject({ onSale: true, testPayments: false });
    } finally {
      Object.assign(env, saved);
    }
  });
});

async function answer(): Promise<unknown> {
  return (await GET(new Request('http://localhost/api/plans'))).json();
}
