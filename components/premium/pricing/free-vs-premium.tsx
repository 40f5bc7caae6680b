// The Pricing page's comparison: what the free tier offers against Premium, side by side from md (stacked on phones).
// The lists say what the product really does; Premium's price is the cheapest month among the plans.
import { getTranslations } from 'next-intl/server';
import { formatRupiah } from '@/lib/billing/format-rupiah';
import { plans } from '@/lib/shared/plans';
import { CheckIcon } from '../check-icon';

const freeKeys = ['titleSearch', 'filters', 'firstPage', 'details', 'lists', 'favorites'] as const;
const premiumKeys = ['everythingFree', 'allPages', 'aiRecommendations', 'prioritySupport'] as const;

export async function FreeVsPremium() {
  const t = await getTranslations('Pricing');
  const cheapestMonth = Math.min(...plans.map((plan) => plan.priceMonthly));
  return (
    <section aria-labelledby="pricing-compare-heading" data-testid="pricing-compare" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
      <h2 id="pricing-compare-heading" className="text-xl font-bold text-slate-900">
        {t('compareHeading')}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div data-testid="pricing-free" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{t('freeTitle')}</h3>
          <p className="mt-1 text-2xl font-bold text-slate-900">{t('freePrice')}</p>
          <ul aria-label={t('included')} className="mt-5 space-y-2 text-sm text-slate-700">
            {freeKeys.map((key) => (
              <li key={key} className="flex gap-2">
                <CheckIcon className="text-slate-500" />
                {t(`freeFeatures.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div data-testid="pricing-premium" className="rounded-2xl border border-blue-200 bg-blue-50 p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-blue-950">{t('premiumTitle')}</h3>
          <p className="mt-1 text-2xl font-bold text-blue-950">{t('premiumFrom', { price: formatRupiah(cheapestMonth) })}</p>
          <ul aria-label={t('included')} className="mt-5 space-y-2 text-sm text-blue-950">
            {premiumKeys.map((key) => (
              <li key={key} className="flex gap-2">
                <CheckIcon />
                {t(`premiumFeatures.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
