// The not-found page for paths without a known language (/xx, /foo/bar): no site shell and no language to follow,
// so it renders its own document in the default language, Indonesian.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { defaultLocale } from '@/lib/i18n/routing';
import './globals.css';

async function getNotFoundTranslations() {
  return getTranslations({ locale: defaultLocale, namespace: 'NotFound' });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getNotFoundTranslations();
  return { title: `${t('code')}: ${t('metaTitle')}`, icons: { icon: '/favicon.svg' } };
}

export default async function GlobalNotFound() {
  const t = await getNotFoundTranslations();
  return (
    <html lang={defaultLocale}>
      <body className="flex min-h-dvh flex-col">
        <main className="flex flex-1 items-center justify-center">
          <NotFoundContent code={t('code')} title={t('title')} description={t('description')} backHome={t('backHome')} />
        </main>
      </body>
    </html>
  );
}
