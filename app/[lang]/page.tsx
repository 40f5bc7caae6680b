// Home (spec §2): the hero with the product's name and what it does. Search, results and plans arrive with their
// features.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

interface HomePageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Home' });
  return { title: { absolute: t('metaTitle') } };
}

export default async function HomePage({ params }: HomePageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Home');
  return (
    <section className="border-b border-slate-200 bg-linear-to-b from-blue-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 data-testid="page-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('tagline')}</p>
      </div>
    </section>
  );
}
