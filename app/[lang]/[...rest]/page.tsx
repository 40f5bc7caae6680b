// Any path under a language that no page matches shows the not-found page inside the site shell.
// proxy.ts routes such paths here with status 404; the content is rendered directly rather than through
// notFound(), whose 404 has an empty server-rendered body in Next 16 (vercel/next.js#62228).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JournalNotFound } from '@/components/journals/detail/journal-not-found';
import { NotFoundContent } from '@/components/not-found/not-found-content';

interface UnknownPageProps {
  params: Promise<{ lang: string; rest: string[] }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UnknownPage({ params }: UnknownPageProps) {
  const { lang, rest } = await params;
  setRequestLocale(lang);
  // `/{lang}/journal` without an id: the journal page's own message ('Source ID tidak ditemukan di URL.').
  if (rest.length === 1 && rest[0] === 'journal') return <JournalNotFound />;
  const t = await getTranslations('NotFound');
  return <NotFoundContent code={t('code')} title={t('title')} description={t('description')} backHome={t('backHome')} />;
}
