'use client';
// The results grid of the home page: a heading that names what is shown, the count (and, sorted by a figure, how many
// have it), the journal cards (1 column on
// phones, 2 from md) and the pager; the 'results.notFound' text when nothing matches. A caller may put its controls
// (the home page's sort and export) under the heading.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { JournalCard } from './journal-card';
import { Pager } from '../ui/pager';
import type { JournalPageAnswer } from './use-journal-page';

interface JournalResultsProps {
  answer: JournalPageAnswer | undefined;
  /** True while the next answer loads: the previous cards stay, dimmed, so nothing jumps. */
  isBusy: boolean;
  onSelectPage: (page: number) => void;
  toolbar?: ReactNode;
}

function searchedTitle(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('q') ?? '';
}

export function JournalResults({ answer, isBusy, onSelectPage, toolbar }: JournalResultsProps) {
  const t = useTranslations('JournalResults');
  const q = answer ? searchedTitle(answer.url) : '';
  const journals = answer?.result.data ?? [];
  const pagination = answer?.result.pagination;
  // Sorted by a figure some journals lack: how many have it (the others come last).
  const coverage = answer?.result.sortCoverage;

  return (
    <section aria-labelledby="results-heading" data-testid="results" aria-busy={isBusy} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" data-testid="results-heading" className="text-xl font-semibold text-slate-900">
          {q ? t('searchHeading', { q }) : t('allHeading')}
        </h2>
        {pagination ? (
          <p data-testid="results-count" className="text-sm text-slate-600">
            {t('count', { total: pagination.total })}
          </p>
        ) : null}
      </div>
      {coverage && coverage.withValue < coverage.total ? (
        <p data-testid="results-sort-coverage" className="mt-1 text-sm text-slate-600">
          {t(`sortCoverage.${coverage.sort}`, { withValue: coverage.withValue, total: coverage.total })}
        </p>
      ) : null}
      {toolbar}
      {answer && journals.length === 0 ? (
        <p data-testid="results-empty" className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {t('notFound')}
        </p>
      ) : (
        <ul className={`mt-6 grid gap-4 transition-opacity md:grid-cols-2 ${isBusy ? 'opacity-60' : ''}`}>
          {journals.map((journal) => (
            <li key={journal.Sourceid}>
              <JournalCard journal={journal} />
            </li>
          ))}
        </ul>
      )}
      {pagination ? <Pager page={pagination.page} pages={pagination.pages} onSelect={onSelectPage} /> : null}
    </section>
  );
}
