'use client';
// The new-titles page: search over name, ISSN, E-ISSN and publisher (by the API, once typing pauses), the publisher
// filter, 20 titles a page (a table from 768 px, cards below) with Prev/Next and up to 5 page buttons, a spinner while
// a page loads with none shown, 'Failed to load journals' on failure (and no rows: the last page shown does not answer
// the new search), and the note saying which list this is. The server renders the first page (`firstPage`, no search,
// no filter), so the list shows with the page itself.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { useFilterPage } from '@/components/ui/use-filter-page';
import type { NewJournalsAnswer } from '@/lib/lists/list-types';
import { ListView } from '../list-view';
import { useDebouncedValue } from '../use-debounced-value';
import { NewScopusCards } from './new-scopus-cards';
import { NewScopusFilters } from './new-scopus-filters';
import { countActiveFilters, newJournalsUrl } from './new-scopus-query';
import { NewScopusTable } from './new-scopus-table';
import { useNewJournals } from './use-new-journals';

const unfiltered = { q: '', publisher: '' };

export function NewScopusView({ firstPage }: { firstPage: NewJournalsAnswer }) {
  const t = useTranslations('NewScopus');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [publisher, setPublisher] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const filters = { q: settledSearch, publisher };
  const [page, setPage] = useFilterPage(JSON.stringify(filters));
  const url = newJournalsUrl(filters, page);
  const served = url === newJournalsUrl(unfiltered, 1) ? firstPage : undefined;
  const { data, error, isLoading } = useNewJournals(url, () => toast.show(t('loadFailed'), 'error'), served);
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
            setSearch(unfiltered.q);
            setPublisher(unfiltered.publisher);
          }}
        />
      }
      answer={error ? undefined : data}
      isLoading={isLoading}
      onSelectPage={setPage}
      table={data ? <NewScopusTable journals={data.data} /> : null}
      cards={data ? <NewScopusCards journals={data.data} /> : null}
    />
  );
}
