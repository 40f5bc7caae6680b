'use client';
// The discontinued page: search, the filter panel, 20 titles a page as a table from 768 px and as cards below (each
// opening a detail dialog), Prev/Next with up to 3 page buttons and a last-page link, 'Failed to load discontinued
// journals' on failure (and no rows: the last page shown does not answer the new search), and the note saying which
// list this is. The server renders the first page (`firstPage`, no search, no filter), so the list shows with the page
// itself.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { windowWithLastPage } from '@/components/ui/page-items';
import { useFilterPage } from '@/components/ui/use-filter-page';
import type { DiscontinuedJournalItem, DiscontinuedJournalsAnswer } from '@/lib/lists/list-types';
import { ListView } from '../list-view';
import { useDebouncedValue } from '../use-debounced-value';
import { DiscontinuedCards } from './discontinued-cards';
import { DiscontinuedDetailModal } from './discontinued-detail-modal';
import { DiscontinuedFiltersPanel } from './discontinued-filters';
import { countDiscontinuedFilters, discontinuedUrl, noDiscontinuedFilters } from './discontinued-query';
import { DiscontinuedTable } from './discontinued-table';
import { useDiscontinuedJournals } from './use-discontinued';

export function DiscontinuedView({ firstPage }: { firstPage: DiscontinuedJournalsAnswer }) {
  const t = useTranslations('Discontinued');
  const toast = useToast();
  const [filters, setFilters] = useState(noDiscontinuedFilters);
  const [opened, setOpened] = useState<DiscontinuedJournalItem | null>(null);
  // Typed text (search, publisher) reaches the API once typing pauses; the dropdowns at once.
  const settledQ = useDebouncedValue(filters.q);
  const settledPublisher = useDebouncedValue(filters.publisher);
  const settled = { ...filters, q: settledQ, publisher: settledPublisher };
  const [page, setPage] = useFilterPage(JSON.stringify(settled));
  const url = discontinuedUrl(settled, page);
  const served = url === discontinuedUrl(noDiscontinuedFilters, 1) ? firstPage : undefined;
  const { data, error, isLoading } = useDiscontinuedJournals(url, () => toast.show(t('loadFailed'), 'error'), served);
  const activeCount = countDiscontinuedFilters(filters);

  return (
    <ListView
      namespace="Discontinued"
      search={filters.q}
      onSearchChange={(q) => setFilters({ ...filters, q })}
      activeCount={activeCount}
      filters={
        <DiscontinuedFiltersPanel
          filters={filters}
          activeCount={activeCount}
          onChange={(name, value) => setFilters({ ...filters, [name]: value })}
          onClear={() => setFilters(noDiscontinuedFilters)}
        />
      }
      answer={error ? undefined : data}
      isLoading={isLoading}
      onSelectPage={setPage}
      pageItems={windowWithLastPage}
      table={data ? <DiscontinuedTable journals={data.data} /> : null}
      cards={data ? <DiscontinuedCards journals={data.data} onOpen={setOpened} /> : null}
    >
      <DiscontinuedDetailModal journal={opened} onClose={() => setOpened(null)} />
    </ListView>
  );
}
