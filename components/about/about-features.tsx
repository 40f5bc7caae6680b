// The three feature cards of the About page: AI-assisted features, community, speed. Three columns
// from md, stacked on phones; the icons are decorative.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

const icons: Record<'ai' | 'community' | 'speed', ReactNode> = {
  ai: <path strokeLinecap="round" strokeLinejoin="round" d="M12 3v3m0 12v3m9-9h-3M6 12H3m15.4-6.4-2.1 2.1M7.7 16.3l-2.1 2.1m12.8 0-2.1-2.1M7.7 7.7 5.6 5.6M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z" />,
  community: <path strokeLinecap="round" strokeLinejoin="round" d="M17 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m18 0v-1a4 4 0 0 0-3-3.9M14 3.1a4 4 0 0 1 0 7.8M14 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z" />,
  speed: <path strokeLinecap="round" strokeLinejoin="round" d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />,
};

export async function AboutFeatures() {
  const t = await getTranslations('About');
  return (
    <section aria-labelledby="about-features-heading" data-testid="about-features" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="about-features-heading" className="text-xl font-bold text-slate-900">
        {t('featuresHeading')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {(['ai', 'community', 'speed'] as const).map((feature) => (
          <li key={feature} data-testid={`about-feature-${feature}`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
                {icons[feature]}
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`features.${feature}Title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`features.${feature}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
