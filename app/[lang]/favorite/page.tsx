// Favourites (titled 'Jurnal Favorit' in both languages), behind the login guard: Scopus and SINTA tabs, search,
// page sizes and pagination, all in the client (the list is the signed-in user's, known only in the browser).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesView } from '@/components/favorites/favorites-view';
import { PageIntro } from '@/components/layout/page-intro';
import { RequireLogin } from '@/components/session/require-login';

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
  return (
    <RequireLogin>
      <PageIntro title={t('title')} />
      <FavoritesView />
    </RequireLogin>
  );
}
