// The favourites page's list logic, kept pure for tests: the tab's ids, the search over title or
// field (case-insensitive substring), page sizes 6/12/24/48 with 12 by default, and the page clamped to the last one.
import { type FavoriteTab, favoriteTabOf } from './favorite-kind';

export const FAVORITE_PAGE_SIZES = [6, 12, 24, 48] as const;
export const DEFAULT_FAVORITE_PAGE_SIZE = 12;

/** What the search can see of a favourite: undefined while its detail loads, null when it failed to load. */
export type SearchableFavorite = { title: string; field: string | null } | null | undefined;

export function idsOfTab(ids: readonly string[], tab: FavoriteTab): string[] {
  return ids.filter((id) => favoriteTabOf(id) === tab);
}

/**
 * The ids matching `query`. A favourite whose detail is still loading is left out until it arrives; one whose detail
 * failed can only be found by its id, which its card shows.
 */
export function searchFavorites(ids: readonly string[], query: string, describe: (id: string) => SearchableFavorite): string[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...ids];
  return ids.filter((id) => {
    const favorite = describe(id);
    if (favorite === undefined) return false;
    const haystack = favorite === null ? [id] : [favorite.title, favorite.field ?? ''];
    return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
  });
}

export interface FavoritePage {
  ids: string[];
  page: number;
  pages: number;
}

/** The requested page, clamped to 1..pages (so it follows to the last page when the count shrinks). */
export function pageOfFavorites(ids: readonly string[], page: number, pageSize: number): FavoritePage {
  const pages = Math.max(1, Math.ceil(ids.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { ids: ids.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
