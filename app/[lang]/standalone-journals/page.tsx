// Predatory standalone journals (spec §2), behind the login guard. The searchable list arrives with the lists feature.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { RequireLogin } from '@/components/session/require-login';

interface StandaloneJournalsPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: StandaloneJournalsPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'StandaloneJournals' });
  return { title: t('title') };
}

export default async function StandaloneJournalsPage({ params }: StandaloneJournalsPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('StandaloneJournals');
  const common = await getTranslations('Common');
  return (
    <RequireLogin>
      <PageIntro title={t('title')} description={common('comingSoon')} />
    </RequireLogin>
  );
}
