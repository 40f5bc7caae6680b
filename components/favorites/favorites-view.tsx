'use client';
// The favourites page: Scopus and SINTA tabs with counts, a search over title or field, page
// sizes 6/12/24/48, first/prev/next/last; the page goes back to 1 when the search or the tab changes and is clamped
// when the count shrinks. Details are fetched only for the visible favourites (all of the tab while searching, since
// the search reads titles and fields) and cached. A refused list (401) says 'Sesi login sudah habis…'. Logging out
// here leaves for the home page (the page is for signed-in visitors only).
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import type { FavoriteTab } from './favorite-kind';
import { FavoritesList } from './favorites-list';
import {
  DEFAULT_FAVORITE_PAGE_SIZE,
  idsOfTab,
  pageOfFavorites,
  type SearchableFavorite,
  searchFavorites,
} from './favorites-page';
import { FavoritesPager } from './favorites-pager';
import { FAVORITES_PANEL_ID, FavoritesTabs } from './favorites-tabs';
import { FavoritesToolbar } from './favorites-toolbar';
import { useFavoriteDetails } from './use-favorite-details';
import { useFavorites } from './use-favorites';

export function FavoritesView() {
  const t = useTranslations('Favorite');
  const toast = useToast();
  const onListRefused = useCallback(() => toast.show(t('sessionExpired'), 'warning'), [t, toast]);
  const { favoriteIds, isLoading } = useFavorites({ onListRefused });
  const [tab, setTab] = useState<FavoriteTab>('scopus');
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState(DEFAULT_FAVORITE_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const counts = useMemo(
    () => ({ scopus: idsOfTab(favoriteIds, 'scopus').length, sinta: idsOfTab(favoriteIds, 'sinta').length }),
    [favoriteIds],
  );
  const tabIds = useMemo(() => idsOfTab(favoriteIds, tab), [favoriteIds, tab]);
  const isSearching = query.trim() !== '';
  const details = useFavoriteDetails(isSearching ? tabIds : pageOfFavorites(tabIds, page, pageSize).ids);
  const describe = (id: string): SearchableFavorite => {
    if (!(id in details)) return undefined;
    const detail = details[id];
    return detail ? { title: detail.Title, field: detail.Areas } : null;
  };
  const matches = searchFavorites(tabIds, query, describe);
  const shown = pageOfFavorites(matches, page, pageSize);
  // When the count shrinks (a removal, a narrower search) the page follows to the new last page.
  if (shown.page !== page) setPage(shown.page);
  const isSearchPending = isSearching && tabIds.some((id) => describe(id) === undefined);

  const isWaiting = isLoading || (shown.ids.length === 0 && isSearchPending);
  const emptyMessage =
    tabIds.length === 0 ? t('emptyTab', { tab: t(`tabs.${tab}`) }) : shown.ids.length === 0 ? t('emptyPage') : null;

  return (
    <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <FavoritesTabs
        selected={tab}
        counts={counts}
        onSelect={(next) => {
          setTab(next);
          setPage(1);
        }}
      />
      <div id={FAVORITES_PANEL_ID} role="tabpanel" aria-labelledby={`favorites-tab-${tab}`} className="pt-6">
        <FavoritesToolbar
          query={query}
          pageSize={pageSize}
          onQueryChange={(next) => {
            setQuery(next);
            setPage(1);
          }}
          onPageSizeChange={(next) => {
            setPageSize(next);
            setPage(1);
          }}
        />
        {isWaiting ? (
          <p data-testid="favorite-loading" role="status" className="mt-8 text-center text-sm text-slate-500">
            {t('loading')}
          </p>
        ) : emptyMessage ? (
          <p
            data-testid="favorite-empty"
            className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
          >
            {emptyMessage}
          </p>
        ) : (
          <FavoritesList ids={shown.ids} details={details} />
        )}
        {shown.pages > 1 ? <FavoritesPager page={shown.page} pages={shown.pages} onSelect={setPage} /> : null}
      </div>
    </section>
  );
}
