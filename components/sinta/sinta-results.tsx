'use client';
// The SINTA results: a count, the cards in up to three columns, 'Tidak ada hasil ditemukan.' when none
// match, and the pager showing every page up to 5, else with gaps. A search's results say they are ranked by
// relevance.
import { useTranslations } from 'next-intl';
import { Pager } from '@/components/ui/pager';
import { pagesWithEllipses } from '@/components/ui/page-items';
import { SintaCard } from './sinta-card';
import type { SintaResults as Results } from './sinta-query';

interface SintaResultsProps {
  results: Results;
  /** The results of a search (ranked by relevance), not the list. */
  isSearch: boolean;
  isBusy: boolean;
  onSelectPage: (page: number) => void;
}

export function SintaResults({ results, isSearch, isBusy, onSelectPage }: SintaResultsProps) {
  const t = useTranslations('Sinta');
  const { journals, pagination, sampleReason } = results;
  const isSample = sampleReason !== null;
  return (
    <section aria-labelledby="sinta-results-heading" aria-busy={isBusy} data-testid="sinta-results">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sinta-results-heading" className="text-xl font-semibold text-slate-900">
          {isSample ? t('sampleHeading') : t('resultsHeading')}
        </h2>
        <p data-testid="sinta-count" className="text-sm text-slate-600">
          {t('count', { total: pagination.total })}
        </p>
      </div>
      {isSearch && !isSample && journals.length > 0 ? (
        <p data-testid="sinta-ranked-note" className="mt-1 text-sm text-slate-500">
          {t('rankedNote')}
        </p>
      ) : null}
      {journals.length === 0 ? (
        <p data-testid="sinta-empty" className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {t('empty')}
        </p>
      ) : (
        <ul className={`mt-6 grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isBusy ? 'opacity-60' : ''}`}>
          {journals.map((journal) => (
            <li key={`${journal.profileUrl ?? ''}|${journal.Website}`}>
              <SintaCard journal={journal} isSample={isSample} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={pagination.page}
        pages={pagination.pages}
        items={pagesWithEllipses(pagination.page, pagination.pages)}
        onSelect={onSelectPage}
      />
    </section>
  );
}
