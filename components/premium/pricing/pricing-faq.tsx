// The Pricing page's FAQ, as native disclosure widgets (<details>): keyboard and screen readers know them, and
// they work without JavaScript. The answers describe what the billing really does (lib/billing/README.md).
import { getTranslations } from 'next-intl/server';

const topics = ['what', 'pay', 'duration', 'end', 'receipt'] as const;

export async function PricingFaq() {
  const t = await getTranslations('Pricing');
  return (
    <section aria-labelledby="pricing-faq-heading" data-testid="pricing-faq" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <h2 id="pricing-faq-heading" className="text-xl font-bold text-slate-900">
        {t('faqHeading')}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {topics.map((topic) => (
          <details key={topic} data-testid={`pricing-faq-${topic}`} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              {t(`faq.${topic}Question`)}
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
                <path strokeLinecap="round" strokeLinejoin="round" d="m5 8 5 5 5-5" />
              </svg>
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{t(`faq.${topic}Answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
