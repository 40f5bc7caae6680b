'use client';
// The results part of a list page (new and discontinued titles): the note on the list shown and the count, a spinner
// while the first page loads, the rows (dimmed while the next page loads), or a message when there are none or the
// list could not be read; the pager below. Its texts are the page's own namespace's `count`, `loading`, `empty` and
// `unavailable`.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';

interface ListResultsProps {
  namespace: 'NewScopus' | 'Discontinued';
  /** `<testIdPrefix>-count`, `<testIdPrefix>-empty`. */
  testIdPrefix: string;
  isLoading: boolean;
  /** The page's rows; undefined until an answer arrives (and after a failure). */
  rows: readonly unknown[] | undefined;
  total: number | undefined;
  /** What the answer says about the list itself (its source), above the count. */
  note: ReactNode;
  pager: ReactNode;
  children: ReactNode;
}

export function ListResults({ namespace, testIdPrefix, isLoading, rows, total, note, pager, children }: ListResultsProps) {
  const t = useTranslations(namespace);
  return (
    <div aria-busy={isLoading} className="space-y-4">
      {note}
      {total !== undefined ? (
        <p data-testid={`${testIdPrefix}-count`} className="text-sm text-slate-600">
          {t('count', { total })}
        </p>
      ) : null}
      {!rows && isLoading ? (
        <LoadingSpinner label={t('loading')} />
      ) : rows && rows.length > 0 ? (
        <div className={`transition-opacity ${isLoading ? 'opacity-60' : ''}`}>{children}</div>
      ) : (
        <p
          data-testid={`${testIdPrefix}-empty`}
          className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
        >
          {rows ? t('empty') : t('unavailable')}
        </p>
      )}
      {pager}
    </div>
  );
}
