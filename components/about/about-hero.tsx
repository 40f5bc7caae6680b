// The About page's hero: the product's name and what it is for, on the home page's calm blue.
import { getTranslations } from 'next-intl/server';

export async function AboutHero() {
  const t = await getTranslations('About');
  return (
    <section data-testid="about-hero" className="border-b border-blue-100 bg-gradient-to-b from-blue-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 data-testid="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg">{t('tagline')}</p>
      </div>
    </section>
  );
}
