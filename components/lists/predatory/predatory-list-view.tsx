'use client';
// The standalone-journals and publishers pages: a search box narrowing the loaded list by name as the
// visitor types, the grid of links, 'No journals found.' when nothing matches (or the load failed: a failed load
// leaves the list empty), and the lists' sources with their dates.
import { useFormatter, useTranslations } from 'next-intl';
import { useDeferredValue, useMemo, useState } from 'react';
import type { PredatoryListItem } from '@/lib/lists/list-types';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { SearchField } from '../search-field';
import { filterByName } from './filter-by-name';
import { PredatoryLinkGrid } from './predatory-link-grid';
import { PredatorySources } from './predatory-sources';
import { type PredatoryKind, usePredatoryList } from './use-predatory-list';

const noItems: PredatoryListItem[] = [];

export function PredatoryListView({ kind }: { kind: PredatoryKind }) {
  const t = useTranslations('PredatoryList');
  const format = useFormatter();
  const [query, setQuery] = useState('');
  // Typing stays quick while a few thousand links are filtered and redrawn.
  const shownQuery = useDeferredValue(query);
  const { data, isLoading } = usePredatoryList(kind);
  const items = data?.data ?? noItems;
  const shown = useMemo(() => filterByName(items, shownQuery), [items, shownQuery]);

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 pb-16 sm:px-6" aria-busy={isLoading}>
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
            {t('count', { shown: format.number(shown.length), total: format.number(items.length) })}
          </p>
        ) : null}
      </div>
      {isLoading ? (
        <LoadingSpinner label={t('loading')} />
      ) : shown.length === 0 ? (
        <p data-testid="predatory-empty" className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {t('empty')}
        </p>
      ) : (
        <PredatoryLinkGrid items={shown} />
      )}
      {data ? <PredatorySources sources={data.sources} /> : null}
    </section>
  );
}
