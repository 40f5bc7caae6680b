// The compare page's body: the comparison (a table from 768 px, cards below it, both server-rendered) with the Scopus
// journals' SJR by year drawn together under it, or why there
// is none: a list that is not 2–4 distinct ids (Sourceids or SINTA websites), or ids the catalogues lack (named, with a link comparing the
// others when two or more remain).
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CompareSelectionSync } from '@/components/compare/compare-selection-sync';
import { CompareHistorySection } from '@/components/sjr-history/compare-history-section';
import type { JournalComparison } from '@/lib/compare/compare-journals';
import { Link } from '@/lib/i18n/navigation';
import { compareHref } from '@/lib/shared/compare-id';
import { MIN_COMPARED } from '@/lib/shared/compare-limits';
import { CompareCards } from './compare-cards';
import { buildCompareRows } from './compare-rows';
import { CompareTable } from './compare-table';

export type CompareViewState =
  | { kind: 'ready'; comparison: JournalComparison }
  | { kind: 'invalid' }
  | { kind: 'unknown'; unknownIds: string[]; knownIds: string[] };

const linkClassName = 'font-medium text-blue-700 underline hover:no-underline';

async function Frame({ children, intro }: { children: ReactNode; intro?: boolean }) {
  const t = await getTranslations('Compare');
  return (
    <section data-testid="compare-page" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      {intro ? <p className="mt-2 text-sm text-slate-600">{t('intro')}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export async function CompareView({ state }: { state: CompareViewState }) {
  const t = await getTranslations('Compare');
  if (state.kind === 'invalid' || state.kind === 'unknown') {
    return (
      <Frame>
        <div data-testid="compare-problem" role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p>{state.kind === 'invalid' ? t('invalid') : t('unknown', { ids: state.unknownIds.join(', ') })}</p>
          <p className="mt-3 flex flex-wrap gap-4 text-sm">
            {state.kind === 'unknown' && state.knownIds.length >= MIN_COMPARED ? (
              <Link href={compareHref(state.knownIds)} data-testid="compare-rest" className={linkClassName}>
                {t('compareRest')}
              </Link>
            ) : null}
            <Link href="/" className={linkClassName}>
              {t('findJournals')}
            </Link>
          </p>
        </div>
      </Frame>
    );
  }
  const { journals } = state.comparison;
  const rows = await buildCompareRows(state.comparison);
  return (
    <Frame intro>
      <CompareSelectionSync journals={journals.map((journal) => ({ id: journal.Sourceid, name: journal.Title }))} />
      <CompareTable journals={journals} rows={rows} />
      <CompareCards journals={journals} rows={rows} />
      <p data-testid="compare-best-note" className="mt-4 text-xs text-slate-600">
        {t('bestNote')}
      </p>
      <CompareHistorySection
        journals={journals.flatMap((journal) =>
          journal.kind === 'scopus' ? [{ name: journal.Title, history: journal.history }] : [],
        )}
      />
    </Frame>
  );
}
