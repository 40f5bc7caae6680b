'use client';
// The new-titles page (spec §2, §5, §8, §9): search over name, ISSN, E-ISSN and publisher (by the API, once typing
// pauses), the publisher filter, 20 titles a page with Prev/Next and up to 5 page buttons, a spinner while the first
// page loads, 'Failed to load journals' on failure, and the note saying which list this is.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pager } from '@/components/journals/pager';
import { useToast } from '@/components/toast/toast-context';
import { ListSourceNote } from '../list-source-note';
import { LoadingSpinner } from '../loading-spinner';
import { SearchField } from '../search-field';
import { useDebouncedValue } from '../use-debounced-value';
import { NewScopusFilters } from './new-scopus-filters';
import { countActiveFilters, newJournalsUrl } from './new-scopus-query';
import { NewScopusTable } from './new-scopus-table';
import { useNewJournals } from './use-new-journals';

export function NewScopusView() {
  const t = useTranslations('NewScopus');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [publisher, setPublisher] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const filters = { q: settledSearch, publisher };
  // The page belongs to the filters it was chosen under: new filters start again at page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const { data, isLoading } = useNewJournals(newJournalsUrl(filters, page), () => toast.show(t('loadFailed'), 'error'));
  const pagination = data?.pagination;

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 pb-16 sm:px-6">
      {data ? <ListSourceNote list="new" source={data.source} /> : null}
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <SearchField
          id="new-scopus-search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          hint={t('searchHint')}
          value={search}
          onChange={setSearch}
        />
        <NewScopusFilters
          publisher={publisher}
          activeCount={countActiveFilters({ q: search, publisher })}
          onPublisherChange={setPublisher}
          onClear={() => {
            setSearch('');
            setPublisher('');
          }}
        />
      </div>
      <div aria-busy={isLoading} className="space-y-4">
        {pagination ? (
          <p data-testid="new-scopus-count" className="text-sm text-slate-600">
            {t('count', { total: pagination.total })}
          </p>
        ) : null}
        {!data && isLoading ? (
          <LoadingSpinner label={t('loading')} />
        ) : data && data.data.length > 0 ? (
          <div className={isLoading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <NewScopusTable journals={data.data} />
          </div>
        ) : (
          <p data-testid="new-scopus-empty" className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {data ? t('empty') : t('unavailable')}
          </p>
        )}
        {pagination ? (
          <Pager page={pagination.page} pages={pagination.pages} onSelect={(next) => setPaging({ filterKey, page: next })} />
        ) : null}
      </div>
    </section>
  );
}
