// About (spec §2): what the product offers (the full page arrives with the premium issue) and, already, the
// attribution of the data it shows.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DataSources } from '@/components/about/data-sources';
import { PageIntro } from '@/components/layout/page-intro';

interface AboutPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: AboutPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'About' });
  return { title: t('title') };
}

export default async function AboutPage({ params }: AboutPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('About');
  const common = await getTranslations('Common');
  return (
    <>
      <PageIntro title={t('title')} description={common('comingSoon')} />
      <DataSources />
    </>
  );
}
