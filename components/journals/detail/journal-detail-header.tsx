// The top of a journal page: title, publisher, best quartile, type and rank, with the open
// access and discontinued marks the catalogue knows, and the journal's pages elsewhere (Scimago, its own site).
import { getLocale, getTranslations } from 'next-intl/server';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { QuartileBadge } from '../../ui/quartile-badge';
import { JournalExternalLinks } from './journal-external-links';

const chipClassName = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset';

export async function JournalDetailHeader({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('Journal');
  const format = catalogueNumberFormat(await getLocale());
  return (
    <header className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h1 data-testid="journal-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {journal.Title}
      </h1>
      <p data-testid="journal-publisher" className="mt-2 text-slate-600">
        {journal.Publisher ?? t('notAvailable')}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <QuartileBadge
          quartile={journal['SJR Best Quartile']}
          notAvailable={t('notAvailable')}
          label={t('bestQuartile')}
          size="large"
          testId="journal-best-quartile"
        />
        <span data-testid="journal-type" className={`${chipClassName} bg-slate-100 capitalize text-slate-700 ring-slate-500/20`}>
          {journal.Type}
        </span>
        <span data-testid="journal-rank" className={`${chipClassName} bg-blue-50 text-blue-800 ring-blue-600/20`}>
          {t('rankChip', { rank: format.number(journal.Rank) })}
        </span>
        {journal.isOpenAccess ? (
          <span className={`${chipClassName} bg-emerald-50 text-emerald-800 ring-emerald-600/20`}>
            {journal.isOpenAccessDiamond ? t('openAccessDiamond') : t('openAccess')}
          </span>
        ) : null}
        {journal.isDiscontinued ? (
          <span className={`${chipClassName} bg-rose-50 text-rose-800 ring-rose-600/20`}>{t('discontinued')}</span>
        ) : null}
      </div>
      <JournalExternalLinks journal={journal} />
    </header>
  );
}
