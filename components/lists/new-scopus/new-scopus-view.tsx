'use client';
// The new-titles page: search over name, ISSN, E-ISSN and publisher (by the API, once typing pauses), the publisher
// filter, 20 titles a page (a table from 768 px, cards below) with Prev/Next and up to 5 page buttons, a spinner while
// the first page loads, 'Failed to load journals' on failure, and the note saying which list this is.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { useFilterPage } from '@/components/ui/use-filter-page';
import { ListView } from '../list-view';
import { useDebouncedValue } from '../use-debounced-value';
import { NewScopusCards } from './new-scopus-cards';
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
  const activeCount = countActiveFilters({ q: search, publisher });

  return (
    <ListView
      namespace="NewScopus"
      search={search}
      onSearchChange={setSearch}
      activeCount={activeCount}
      filters={
        <NewScopusFilters
          publisher={publisher}
          activeCount={activeCount}
          onPublisherChange={setPublisher}
          onClear={() => {
            setSearch('');
            setPublisher('');
          }}
        />
      }
      answer={data}
      isLoading={isLoading}
      onSelectPage={setPage}
      rows={
        data ? (
          <>
            <NewScopusTable journals={data.data} />
            <NewScopusCards journals={data.data} />
          </>
        ) : null
      }
    />
  );
}
