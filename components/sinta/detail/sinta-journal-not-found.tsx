// A SINTA journal page for a profile number SINTA lacks: 'Jurnal SINTA tidak ditemukan' and a way back to the SINTA
// search. proxy.ts has already set status 404; this is the body crawlers and visitors see.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export async function SintaJournalNotFound() {
  const t = await getTranslations('SintaJournal');
  return (
    <section data-testid="sinta-journal-not-found" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('notFoundText')}</p>
      <Link href="/sinta" className="mt-8 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-blue-800">
        {t('back')}
      </Link>
    </section>
  );
}
