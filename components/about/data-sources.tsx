// The attribution the data's terms ask for (data/SOURCES.md): SCImago's SJR and its history by year, the APC dataset,
// DOAJ (CC BY-SA 4.0), the FreeDict dictionary behind the recommendations' language bridge, OpenAlex's research
// topics behind their field, with links.
import { getTranslations } from 'next-intl/server';

const linkClass = 'font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';

export async function DataSources() {
  const t = await getTranslations('DataSources');
  return (
    <section id="data-sources" data-testid="data-sources" aria-labelledby="data-sources-heading" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <h2 id="data-sources-heading" className="text-xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      <ul className="mt-4 space-y-3 text-sm leading-relaxed text-slate-700">
        <li>
          {t('sjr')}{' '}
          <a href="https://www.scimagojr.com" className={linkClass} rel="noopener noreferrer" target="_blank">
            {t('sjrLink')}
          </a>
        </li>
        {/* SCImago's link is the line above's. */}
        <li data-testid="data-sources-sjr-history">{t('sjrHistory')}</li>
        <li>
          {t('apc')}{' '}
          <a href="https://doi.org/10.7910/DVN/CR1MMV" className={linkClass} rel="noopener noreferrer" target="_blank">
            {t('apcLink')}
          </a>
        </li>
        <li>
          {t('dictionary')}{' '}
          <a href="https://freedict.org" className={linkClass} rel="noopener noreferrer" target="_blank">
            {t('dictionaryLink')}
          </a>
        </li>
        <li>
          {t('topics')}{' '}
          <a href="https://openalex.org" className={linkClass} rel="noopener noreferrer" target="_blank">
            {t('topicsLink')}
          </a>
        </li>
        <li data-testid="data-source-doaj">
          {t('doaj')}{' '}
          <a href="https://doaj.org" className={linkClass} rel="noopener noreferrer" target="_blank">
            {t('doajLink')}
          </a>
        </li>
        <li>{t('metrics')}</li>
      </ul>
    </section>
  );
}
