import { findPlan, isPlanId, plans } from './plans';

describe('plans', () => {
  it('holds the plan prices, with originalPrice and discount only for 3 and 6 months', () => {
    expect(plans.map((plan) => [plan.id, plan.price, plan.months, plan.popular])).toEqual([
      ['1-month', 19_900, 1, false],
      ['3-months', 55_000, 3, true],
      ['6-months', 99_000, 6, false],
    ]);
    expect(findPlan('1-month')).not.toHaveProperty('originalPrice');
    expect(findPlan('1-month')).not.toHaveProperty('discount');
    expect(findPlan('3-months')).toMatchObject({ originalPrice: 59_700, discount: 7, priceMonthly: 18_333 });
    expect(findPlan('6-months')).toMatchObject({ originalPrice: 119_400, discount: 17, priceMonthly: 16_500 });
  });

  it('lists the features as translation keys and marks only 3 months popular', () => {
    for (const plan of plans) expect(plan.features).toEqual(['allPages', 'aiRecommendations', 'prioritySupport']);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['3-months']);
  });

  it('knows its ids and nothing else', () => {
    expect(isPlanId('6-months')).toBe(true);
    expect(isPlanId('12-months')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
    expect(findPlan('toString')).toBeUndefined();
  });
});
