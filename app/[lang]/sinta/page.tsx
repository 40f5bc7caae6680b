// SINTA search (spec §2; in the menu only in Indonesian, reachable in both), behind the login guard. Search arrives later.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { RequireLogin } from '@/components/session/require-login';

interface SintaPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: SintaPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Sinta' });
  return { title: t('title') };
}

export default async function SintaPage({ params }: SintaPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Sinta');
  const common = await getTranslations('Common');
  return (
    <RequireLogin>
      <PageIntro title={t('title')} description={common('comingSoon')} />
    </RequireLogin>
  );
}
