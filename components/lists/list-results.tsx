'use client';
// The results part of a list page (new and discontinued titles): the count, a spinner while the first page loads, the
// rows (dimmed while the next page loads), or a message when there are none or the list could not be read; the
// pager below.
import type { ReactNode } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';

interface ListResultsProps {
  isLoading: boolean;
  /** Whether an answer arrived (false after a failure). */
  hasData: boolean;
  hasRows: boolean;
  /** The count line, once known. */
  count: ReactNode;
  loadingLabel: string;
  emptyTestId: string;
  emptyText: string;
  unavailableText: string;
  pager: ReactNode;
  children: ReactNode;
}

export function ListResults(props: ListResultsProps) {
  const { isLoading, hasData, hasRows, count, loadingLabel, emptyTestId, emptyText, unavailableText, pager, children } =
    props;
  return (
    <div aria-busy={isLoading} className="space-y-4">
      {count}
      {!hasData && isLoading ? (
        <LoadingSpinner label={loadingLabel} />
      ) : hasRows ? (
        <div className={`transition-opacity ${isLoading ? 'opacity-60' : ''}`}>{children}</div>
      ) : (
        <p
          data-testid={emptyTestId}
          className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
        >
          {hasData ? emptyText : unavailableText}
        </p>
      )}
      {pager}
    </div>
  );
}
