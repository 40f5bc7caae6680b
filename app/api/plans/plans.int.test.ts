// GET /api/plans: the three plans of lib/billing/plans.ts, public and cacheable.
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
});
