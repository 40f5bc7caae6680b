'use client';
// The signed-in user's favourites, one SWR resource shared by every star and the favourites page:
// the id list, and add/remove that change it at once and roll back when the API refuses (optimistic).
// Favourite calls carry the token as a Bearer header. A failed list (other than 401) is empty.
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useSession } from '@/components/session/session-context';
import { type ApiClientError, isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { FavoriteSourceType } from '@/lib/schemas/favorite';

const LIST_URL = '/api/favorite/list';
const noFavorites: string[] = [];

interface FavoritesAnswer {
  favorites: string[];
}

interface UseFavoritesOptions {
  /**
   * Called when the list call is refused (401), from the fetcher itself: by the time SWR reports the error the session
   * has ended, the key is null and SWR no longer tells the component.
   */
  onListRefused?: () => void;
}

export function useFavorites({ onListRefused }: UseFavoritesOptions = {}) {
  const { token } = useSession();
  const onListRefusedRef = useRef(onListRefused);
  useEffect(() => {
    onListRefusedRef.current = onListRefused;
  }, [onListRefused]);

  const fetchFavoriteIds = useCallback(async ([url]: readonly [string, string]) => {
    try {
      const ids = await fetchJson<unknown>(url, { useBearer: true });
      return Array.isArray(ids) ? ids.map(String) : [];
    } catch (error) {
      if (isApiClientError(error) && error.status === 401) onListRefusedRef.current?.();
      throw error;
    }
  }, []);

  // The token is part of the key: another user's list is never shown from the cache, and signing out empties it.
  const { data, error, isLoading, mutate } = useSWR<string[], ApiClientError, readonly [string, string] | null>(
    token ? [LIST_URL, token] : null,
    fetchFavoriteIds,
    // A 401 ends the session (the key becomes null); other failures show an empty list rather than retrying.
    { shouldRetryOnError: false },
  );

  const change = useCallback(
    (url: string, body: { sourceId: string; sourceType?: FavoriteSourceType }, next: (ids: string[]) => string[]) =>
      mutate(
        async () => (await fetchJson<FavoritesAnswer>(url, { method: 'POST', json: body, useBearer: true })).favorites.map(String),
        {
          optimisticData: (current) => next(current ?? []),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
          throwOnError: true,
        },
      ),
    [mutate],
  );

  const addFavorite = useCallback(
    (sourceId: string, sourceType?: FavoriteSourceType) =>
      change('/api/favorite/add', sourceType ? { sourceId, sourceType } : { sourceId }, (ids) =>
        ids.includes(sourceId) ? ids : [sourceId, ...ids],
      ),
    [change],
  );

  const removeFavorite = useCallback(
    (sourceId: string) => change('/api/favorite/remove', { sourceId }, (ids) => ids.filter((id) => id !== sourceId)),
    [change],
  );

  return { favoriteIds: data ?? noFavorites, error, isLoading, addFavorite, removeFavorite };
}
