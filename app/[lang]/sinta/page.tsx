// SINTA search (in the menu only in Indonesian, reachable in both), behind the login guard, as every SINTA
// call is: the accredited Indonesian journals, searchable by title or abstract and filtered by subject and level.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { RequireLogin } from '@/components/session/require-login';
import { SintaView } from '@/components/sinta/sinta-view';

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
  return (
    <RequireLogin>
      <PageIntro title={t('title')} description={t('intro')} />
      <SintaView />
    </RequireLogin>
  );
}
