// Favourites (spec §2, titled 'Jurnal Favorit' in both languages). The list and its login guard arrive with favourites.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

interface FavoritePageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: FavoritePageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Favorite' });
  return { title: t('title') };
}

export default async function FavoritePage({ params }: FavoritePageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Favorite');
  const common = await getTranslations('Common');
  return <PageIntro title={t('title')} description={common('comingSoon')} />;
}
