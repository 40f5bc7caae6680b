'use client';
// The favourites page's search box (title or field) and page-size select (6, 12, 24, 48).
import { useTranslations } from 'next-intl';
import { FAVORITE_PAGE_SIZES } from './favorites-page';

interface FavoritesToolbarProps {
  query: string;
  pageSize: number;
  onQueryChange: (query: string) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const controlClassName =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-600 sm:text-sm';

export function FavoritesToolbar({ query, pageSize, onQueryChange, onPageSizeChange }: FavoritesToolbarProps) {
  const t = useTranslations('Favorite');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div role="search" className="flex-1">
        <label htmlFor="favorite-search" className="block text-sm font-medium text-slate-700">
          {t('searchLabel')}
        </label>
        <input
          id="favorite-search"
          type="search"
          data-testid="favorite-search"
          value={query}
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
          onChange={(event) => onQueryChange(event.target.value)}
          className={controlClassName}
        />
      </div>
      <div className="sm:w-40">
        <label htmlFor="favorite-page-size" className="block text-sm font-medium text-slate-700">
          {t('pageSize')}
        </label>
        <select
          id="favorite-page-size"
          data-testid="favorite-page-size"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className={controlClassName}
        >
          {FAVORITE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('perPage', { size })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
