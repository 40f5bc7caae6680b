'use client';
// The standalone-journals and publishers pages: a search box (by the API, once typing pauses; a name, or an ISSN with or
// without its hyphen), the A–Z filter, one page of 30 links in the grid with the pager below (first, neighbours, last),
// 'No journals found.' when nothing matches (or the load failed: a failed load leaves the list empty), and the lists'
// sources with their dates. Search, letter and page live in the address (replaced in place), so a reload or a shared
// link shows the same; a new search or letter starts again at page 1; choosing a page or a letter brings the top of the
// results into view.
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { pagesWithEllipses } from '@/components/ui/page-items';
import { Pager } from '@/components/ui/pager';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import type { NameInitial } from '@/lib/shared/name-initials';
import { SearchField } from '../search-field';
import { useDebouncedValue } from '../use-debounced-value';
import { type PredatoryAddress, predatoryQueryString } from './predatory-address';
import { PredatoryIssnNote } from './predatory-issn-note';
import { PredatoryLetterJump } from './predatory-letter-jump';
import { PredatoryLinkGrid } from './predatory-link-grid';
import { PredatorySources } from './predatory-sources';
import { type PredatoryKind, usePredatoryList } from './use-predatory-list';

interface PredatoryListViewProps {
  kind: PredatoryKind;
  /** What the address held when the page was requested. */
  initial: PredatoryAddress;
}

export function PredatoryListView({ kind, initial }: PredatoryListViewProps) {
  const t = useTranslations('PredatoryList');
  const format = useFormatter();
  const [query, setQuery] = useState(initial.q);
  const q = useDebouncedValue(query.trim());
  // The page belongs to the search and letter it was chosen under: a new one starts at page 1.
  const [view, setView] = useState({ q: initial.q, letter: initial.letter, page: initial.page });
  const address: PredatoryAddress = view.q === q ? view : { q, letter: view.letter, page: 1 };
  const { data, isLoading, isValidating } = usePredatoryList(kind, address);
  const resultsRef = useRef<HTMLDivElement>(null);
  const items = data?.data ?? [];
  const pagination = data?.pagination;
  const addressText = predatoryQueryString(address);

  useEffect(() => {
    if (window.location.search === addressText) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${addressText}`);
  }, [addressText]);

  const bringIntoView = () => resultsRef.current?.scrollIntoView({ block: 'start' });
  const show = (page: number) => {
    setView({ ...address, page });
    bringIntoView();
  };
  const choose = (letter: NameInitial | null) => {
    setView({ ...address, letter, page: 1 });
    bringIntoView();
  };

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 pb-16 sm:px-6" aria-busy={isLoading || isValidating}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchField
          id={`predatory-${kind}-search`}
          label={kind === 'journals' ? t('searchJournalsLabel') : t('searchPublishersLabel')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        {data ? (
          <p data-testid="predatory-count" className="text-sm text-slate-600 sm:pb-3">
            {t('count', { shown: format.number(data.pagination.total), total: format.number(data.listSize) })}
          </p>
        ) : null}
      </div>
      {data?.issn ? <PredatoryIssnNote lookup={data.issn} /> : null}
      <div ref={resultsRef} className="scroll-mt-24 space-y-4">
        {data ? (
          <PredatoryLetterJump initials={data.initials} current={address.letter} onChoose={choose} />
        ) : null}
        {!data && isLoading ? (
          <LoadingSpinner label={t('loading')} />
        ) : items.length === 0 ? (
          <p data-testid="predatory-empty" className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t('empty')}
          </p>
        ) : (
          <div className={`transition-opacity ${isValidating ? 'opacity-60' : ''}`}>
            <PredatoryLinkGrid items={items} />
          </div>
        )}
        {pagination ? (
          <Pager page={pagination.page} pages={pagination.pages} items={pagesWithEllipses(pagination.page, pagination.pages)} onSelect={show} />
        ) : null}
      </div>
      {data ? <PredatorySources sources={data.sources} /> : null}
    </section>
  );
}
