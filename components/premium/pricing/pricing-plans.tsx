// The Pricing page's three plan cards, the same component as the plan modal, rendered on the server from
// lib/shared/plans.ts (the source GET /api/plans serves too), so crawlers and visitors without JavaScript see prices.
// While payments are a test (the sandbox), the section says so above the plans; with no payment provider at all, it
// says the plans are not on sale yet and the cards have no Choose button.
import { getTranslations } from 'next-intl/server';
import { plans } from '@/lib/shared/plans';
import { isOnSale, isTestPayments } from '@/lib/billing/providers/get-payment-provider';
import { PlanCards } from '../plan-cards';
import { NotOnSaleNotice } from '../not-on-sale-notice';
import { TestPaymentNotice } from '../test-payment-notice';

export async function PricingPlans() {
  const t = await getTranslations('Pricing');
  const onSale = isOnSale();
  return (
    <section id="plans" aria-labelledby="pricing-plans-heading" data-testid="pricing-plans" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="pricing-plans-heading" className="text-xl font-bold text-slate-900">
        {t('plansHeading')}
      </h2>
      {isTestPayments() ? (
        <div className="mt-4">
          <TestPaymentNotice testId="pricing-test-payments" />
        </div>
      ) : null}
      {onSale ? null : (
        <div className="mt-4">
          <NotOnSaleNotice testId="pricing-not-on-sale" />
        </div>
      )}
      <div className="mt-6">
        <PlanCards plans={plans} isOnSale={onSale} />
      </div>
    </section>
  );
}
