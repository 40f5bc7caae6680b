// A journal page for a source id the catalogue lacks: 'Jurnal Tidak Ditemukan' and the id asked for.
// proxy.ts has already set status 404; this is the body crawlers and visitors see.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** Without a sourceId (the URL `/{lang}/journal` itself) it says the id is missing from the URL. */
export async function JournalNotFound({ sourceId }: { sourceId?: string }) {
  const t = await getTranslations('Journal');
  return (
    <section data-testid="journal-not-found" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('notFoundTitle')}</h1>
      <p data-testid="journal-not-found-text" className="mt-3 break-all text-slate-600">
        {sourceId === undefined ? t('missingIdText') : t('notFoundText', { id: sourceId })}
      </p>
      <Link
        href="/"
        data-testid="journal-back-link"
        className="mt-8 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800"
      >
        {t('back')}
      </Link>
    </section>
  );
}
