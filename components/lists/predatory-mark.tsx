'use client';
// The small mark where journals are chosen (result and recommendation cards, compare, favourites): a journal the
// predatory or hijacked lists are tied to, by the same rules as its own page, shows "On a warning list"; opening the
// mark gives the page's own sourced wording (which list, which entry, how it was matched). Nothing for a journal no
// list names, or while its warnings are unknown.
import { useTranslations } from 'next-intl';
import { isCompareId } from '@/lib/shared/compare-id';
import { ListWarnings } from './list-warnings';
import { useJournalWarnings } from './use-journal-warnings';

interface PredatoryMarkProps {
  /** A Scopus Sourceid, or a SINTA journal's favourite id (its website or SINTA profile URL). */
  sourceId: string | null | undefined;
}

export function PredatoryMark({ sourceId }: PredatoryMarkProps) {
  const t = useTranslations('ListWarnings');
  const warnings = useJournalWarnings(sourceId && isCompareId(sourceId) ? sourceId : null);
  if (!warnings || warnings.length === 0) return null;
  return (
    <details data-testid="predatory-mark" className="group mt-2 text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900 ring-1 ring-inset ring-rose-600/30 hover:bg-rose-200 [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinejoin="round" d="M10 3 2.5 16.5h15z" />
          <path strokeLinecap="round" d="M10 8.5v3.5M10 14.5v.01" />
        </svg>
        {t('heading')}
        <span className="sr-only"> {t('markDetails', { count: warnings.length })}</span>
      </summary>
      <div className="mt-2">
        <ListWarnings warnings={warnings} testId="predatory-mark-warnings" />
      </div>
    </details>
  );
}
