'use client';
// The AI recommendations in the home page's results place (the server applied the home page's filters): what the
// abstract reads as (each topic setting the category filter), client-side pages of the page size (the page is the
// caller's, kept for Back), the pager always showing the first and the last page, each card with its
// match label and reasons, how the label is worked out, how many of the best matches each filter left out, and a
// button back to the normal list.
import { useTranslations } from 'next-intl';
import { JournalCard } from '@/components/journals/journal-card';
import { pagesWithEllipses } from '@/components/ui/page-items';
import { Pager } from '@/components/ui/pager';
import { LeftOutLine } from './left-out-line';
import { ReadsAsChips } from './reads-as-chips';
import { sintaHref } from './recommendation';
import { RecommendationReasons } from './recommendation-reasons';
import type { RecommendationState } from './use-recommendations';

interface RecommendationResultsProps {
  state: Exclude<RecommendationState, { status: 'idle' }>;
  pageSize: number;
  /** The page being read (a new run starts at 1). */
  page: number;
  onSelectPage: (page: number) => void;
  onClear: () => void;
  /** The category filter's value ('' for none). */
  category: string;
  /** Filters the recommendations to an SJR category ('' for all): the home page's category filter. */
  onSelectCategory: (category: string) => void;
}

export function RecommendationResults(props: RecommendationResultsProps) {
  const { state, pageSize, onSelectPage, onClear, category, onSelectCategory } = props;
  const t = useTranslations('Recommend');
  const items = state.status === 'done' ? state.items : [];
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(props.page, pages);
  const shown = items.slice((page - 1) * pageSize, page * pageSize);

  return (
    <section aria-labelledby="results-heading" data-testid="recommendation-results" aria-busy={state.status === 'loading'} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" data-testid="results-heading" className="text-xl font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <div className="flex items-center gap-3">
          {state.status === 'done' ? (
            <p data-testid="results-count" className="text-sm text-slate-600">
              {t('count', { total: items.length })}
            </p>
          ) : null}
          <button
            type="button"
            data-testid="recommendation-clear"
            onClick={onClear}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t('clear')}
          </button>
        </div>
      </div>
      {state.status === 'done' ? (
        <ReadsAsChips topics={state.readsAs} category={category} onSelectCategory={onSelectCategory} />
      ) : null}
      {state.status === 'loading' ? (
        <p data-testid="recommendation-loading" role="status" className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <p data-testid="results-empty" className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {t('noneFound')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {shown.map(({ journal, type, match, reasons }) => (
            <li key={`${type}-${journal.Sourceid}`}>
              <JournalCard
                journal={journal}
                externalHref={type === 'sinta' ? sintaHref(journal.Sourceid) ?? '#' : undefined}
                sourceType={type}
                footer={<RecommendationReasons match={match} reasons={reasons} />}
              />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'done' && items.length > 0 ? (
        <p data-testid="recommendation-how" className="mt-4 text-xs text-slate-500">
          {t('matchHow')}
        </p>
      ) : null}
      {state.status === 'done' ? <LeftOutLine leftOut={state.leftOut} limit={state.limit} /> : null}
      <Pager page={page} pages={pages} onSelect={onSelectPage} items={pagesWithEllipses(page, pages)} />
    </section>
  );
}
