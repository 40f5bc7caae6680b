'use client';
// The discontinued page (spec §2, §5, §8, §9): search, the filter panel, 20 titles a page as a table from 768 px and
// as cards below (each opening a detail dialog), Prev/Next with up to 3 page buttons and a last-page link,
// 'Failed to load discontinued journals' on failure, and the note saying which list this is.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import type { DiscontinuedJournalItem } from '@/lib/lists/list-types';
import { Pager } from '@/components/ui/pager';
import { ListSourceNote } from '../list-source-note';
import { ListResults } from '../list-results';
import { windowWithLastPage } from '../../ui/page-items';
import { SearchField } from '../search-field';
import { useDebouncedValue } from '../use-debounced-value';
import { useFilterPage } from '@/components/ui/use-filter-page';
import { DiscontinuedCards } from './discontinued-cards';
import { DiscontinuedDetailModal } from './discontinued-detail-modal';
import { DiscontinuedFiltersPanel } from './discontinued-filters';
import { countDiscontinuedFilters, discontinuedUrl, noDiscontinuedFilters } from './discontinued-query';
import { DiscontinuedTable } from './discontinued-table';
import { useDiscontinuedJournals } from './use-discontinued';

export function DiscontinuedView() {
  const t = useTranslations('Discontinued');
  const toast = useToast();
  const [filters, setFilters] = useState(noDiscontinuedFilters);
  const [opened, setOpened] = useState<DiscontinuedJournalItem | null>(null);
  // Typed text (search, publisher) reaches the API once typing pauses; the dropdowns at once.
  const settledQ = useDebouncedValue(filters.q);
  const settledPublisher = useDebouncedValue(filters.publisher);
  const settled = { ...filters, q: settledQ, publisher: settledPublisher };
  const [page, setPage] = useFilterPage(JSON.stringify(settled));
  const { data, isLoading } = useDiscontinuedJournals(discontinuedUrl(settled, page), () =>
    toast.show(t('loadFailed'), 'error'),
  );
  const pagination = data?.pagination;

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 pb-16 sm:px-6">
      {data ? <ListSourceNote list="discontinued" source={data.source} /> : null}
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <SearchField
          id="dis-search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          hint={t('searchHint')}
          value={filters.q}
          onChange={(q) => setFilters({ ...filters, q })}
        />
        <DiscontinuedFiltersPanel
          filters={filters}
          activeCount={countDiscontinuedFilters(filters)}
          onChange={(name, value) => setFilters({ ...filters, [name]: value })}
          onClear={() => setFilters(noDiscontinuedFilters)}
        />
      </div>
      <ListResults
        namespace="Discontinued"
        testIdPrefix="dis"
        isLoading={isLoading}
        rows={data?.data}
        total={data?.total}
        pager={
          pagination ? (
            <Pager
              page={pagination.page}
              pages={pagination.pages}
              items={windowWithLastPage(pagination.page, pagination.pages)}
              onSelect={setPage}
            />
          ) : null
        }
      >
        {data ? (
          <>
            <DiscontinuedTable journals={data.data} />
            <DiscontinuedCards journals={data.data} onOpen={setOpened} />
          </>
        ) : null}
      </ListResults>
      <DiscontinuedDetailModal journal={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
