// The premium plans (1, 3 and 6 months: Rp 19.900, Rp 55.000, Rp 99.000): the one source of truth for prices, used
// by GET /api/plans, invoices and the pricing page. Client-safe (no server imports). Prices are whole rupiah;
// features are translation keys.
export const planIds = ['1-month', '3-months', '6-months'] as const;
export type PlanId = (typeof planIds)[number];

/** What one month costs on the monthly plan: the reference for originalPrice and discount. */
const monthlyPrice = 19_900;

/** Keys the UI translates (e.g. under a `Plans.features` namespace); the same list for every plan. */
export const planFeatureKeys = ['allPages', 'aiRecommendations', 'prioritySupport'] as const;
export type PlanFeatureKey = (typeof planFeatureKeys)[number];

export interface Plan {
  id: PlanId;
  /** The name printed on invoices (financial records keep it as it was when issued). */
  name: string;
  months: number;
  /** Whole rupiah, IDR. */
  price: number;
  currency: 'IDR';
  /** price / months, rounded to whole rupiah. */
  priceMonthly: number;
  /** Only for 3 and 6 months: what the months would cost on the monthly plan. */
  originalPrice?: number;
  /** Only for 3 and 6 months: whole percent saved against originalPrice, rounded down ("saves 7%"). */
  discount?: number;
  features: PlanFeatureKey[];
  popular: boolean;
}

function plan(id: PlanId, name: string, months: number, price: number, popular = false): Plan {
  const base = { id, name, months, price, currency: 'IDR' as const, priceMonthly: Math.round(price / months) };
  const features = [...planFeatureKeys];
  if (months === 1) return { ...base, features, popular };
  const originalPrice = monthlyPrice * months;
  // Rounded down, so the page never promises more than the customer saves.
  const discount = Math.floor(((originalPrice - price) / originalPrice) * 100);
  return { ...base, originalPrice, discount, features, popular };
}

export const plans: readonly Plan[] = [
  plan('1-month', 'Premium 1 Bulan', 1, monthlyPrice),
  plan('3-months', 'Premium 3 Bulan', 3, 55_000, true),
  plan('6-months', 'Premium 6 Bulan', 6, 99_000),
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

export function findPlan(id: string): Plan | undefined {
  return plans.find((candidate) => candidate.id === id);
}
