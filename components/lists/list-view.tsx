'use client';
// The new and discontinued titles' pages, which differ only in their filters, their rows and their pager's controls:
// a card with the search box and the filter panel (its badge counts the search text and each filter given), then the
// results: the note saying which list this is, the count, the rows and the pager. The note comes with the answer, so
// it sits in the results, where the spinner was, and never pushes the search box down after the page has shown it.
// The rows are a table from 768 px and cards below. The server renders both (CSS shows the one that fits, as it cannot
// know the window); once hydrated, only the one the window shows is rendered (twenty rows drawn twice, one of them
// hidden, cost a phone's main thread for nothing), and a turned phone or resized window switches them.
// The texts are the page's own namespace's.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import type { PageItem } from '@/components/ui/page-items';
import { Pager } from '@/components/ui/pager';
import { useMediaQuery, WIDE_QUERY } from '@/components/ui/use-media-query';
import type { Pagination } from '@/lib/shared/page-of';
import type { ListOrigin } from '@/lib/lists/list-types';
import { ListResults } from './list-results';
import { ListSourceNote } from './list-source-note';
import { SearchField } from './search-field';

/** Per page: which list its source note names, and the prefix of its ids and test ids. */
const listPages = {
  NewScopus: { list: 'new', idPrefix: 'new-scopus' },
  Discontinued: { list: 'discontinued', idPrefix: 'dis' },
} as const;

interface ListViewProps {
  namespace: keyof typeof listPages;
  search: string;
  onSearchChange: (search: string) => void;
  activeCount: number;
  /** The filter panel's content. */
  filters: ReactNode;
  /** The page shown; undefined until an answer arrives (and after a failure). */
  answer: { data: readonly unknown[]; pagination: Pagination; source: ListOrigin } | undefined;
  isLoading: boolean;
  onSelectPage: (page: number) => void;
  /** The pager's controls between Prev and Next; the 5-page window when left out. */
  pageItems?: (page: number, pages: number) => PageItem[];
  /** The answer's rows as a table (768 px and wider) and as cards (narrower); null until an answer arrives. */
  table: ReactNode;
  cards: ReactNode;
  /** What follows the results, e.g. a detail dialog. */
  children?: ReactNode;
}

export function ListView(props: ListViewProps) {
  const { namespace, search, onSearchChange, activeCount, filters, answer, isLoading, onSelectPage, pageItems, table, cards, children } = props;
  const t = useTranslations(namespace);
  const { list, idPrefix } = listPages[namespace];
  const pagination = answer?.pagination;
  const isWide = useMediaQuery(WIDE_QUERY);
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 pb-16 sm:px-6">
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <SearchField
          id={`${idPrefix}-search`}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          hint={t('searchHint')}
          value={search}
          onChange={onSearchChange}
        />
        <FilterDisclosure
          label={t('filters')}
          badge={activeCount > 0 ? String(activeCount) : null}
          badgeLabel={t('activeFilters', { count: activeCount })}
        >
          {filters}
        </FilterDisclosure>
      </div>
      <ListResults
        namespace={namespace}
        testIdPrefix={idPrefix}
        isLoading={isLoading}
        rows={answer?.data}
        total={pagination?.total}
        note={answer ? <ListSourceNote list={list} source={answer.source} /> : null}
        pager={
          pagination ? (
            <Pager page={pagination.page} pages={pagination.pages} items={pageItems?.(pagination.page, pagination.pages)} onSelect={onSelectPage} />
          ) : null
        }
      >
        {isWide === undefined ? (
          <>
            {table}
            {cards}
          </>
        ) : isWide ? (
          table
        ) : (
          cards
        )}
      </ListResults>
      {children}
    </section>
  );
}
