// Unknown pages under a language: the not-found body inside the site shell, with status 404.
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found/not-found-content';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return <NotFoundContent code={t('code')} title={t('title')} description={t('description')} backHome={t('backHome')} />;
}
