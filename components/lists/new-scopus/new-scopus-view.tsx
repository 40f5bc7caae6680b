'use client';
// The new-titles page (spec §2, §5, §8, §9): search over name, ISSN, E-ISSN and publisher (by the API, once typing
// pauses), the publisher filter, 20 titles a page with Prev/Next and up to 5 page buttons, a spinner while the first
// page loads, 'Failed to load journals' on failure, and the note saying which list this is.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { useToast } from '@/components/toast/toast-context';
import { ListSourceNote } from '../list-source-note';
import { ListResults } from '../list-results';
import { SearchField } from '../search-field';
import { useDebouncedValue } from '../use-debounced-value';
import { useFilterPage } from '@/components/ui/use-filter-page';
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
  const [page, setPage] = useFilterPage(JSON.stringify(filters));
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
      <ListResults
        namespace="NewScopus"
        testIdPrefix="new-scopus"
        isLoading={isLoading}
        rows={data?.data}
        total={pagination?.total}
        pager={pagination ? <Pager page={pagination.page} pages={pagination.pages} onSelect={setPage} /> : null}
      >
        {data ? <NewScopusTable journals={data.data} /> : null}
      </ListResults>
    </section>
  );
}
