// Which lists the predatory page shows and of when (the API's `sources`): beallslist.net gives no date, so none is
// shown for it; predatoryjournals.org's date is the snapshot's. Listing is the lists' own judgement, said as such.
import { useFormatter, useTranslations } from 'next-intl';
import type { ListSourceSummary } from '@/lib/lists/list-types';

export function PredatorySources({ sources }: { sources: ListSourceSummary[] }) {
  const t = useTranslations('PredatoryList');
  const format = useFormatter();
  const dateOf = (date: string | null) => {
    if (!date) return t('noListDate');
    return t('listDate', { date: format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) });
  };
  return (
    <section aria-labelledby="predatory-sources-heading" data-testid="predatory-sources" className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
      <h2 id="predatory-sources-heading" className="font-semibold text-slate-900">
        {t('sourcesHeading')}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-700">
        {sources.map((source) => (
          <li key={source.name} data-testid="predatory-source">
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-blue-800 hover:underline">
              {source.name}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
            {' · '}
            {t('entryCount', { count: source.count })}
            {' · '}
            {dateOf(source.date)}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('caveat')}</p>
    </section>
  );
}
