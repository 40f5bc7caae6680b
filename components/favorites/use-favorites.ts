'use client';
// The signed-in user's favourites, one SWR resource shared by every star and the favourites page:
// the id list, and add/remove that change it at once and roll back when the API refuses (optimistic); their answers
// carry the changed id and the count, so the list is never sent again on a click.
// Favourite calls carry the token as a Bearer header. A failed list (other than 401) is empty.
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useSession } from '@/components/session/session-context';
import { type ApiClientError, isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { FavoriteChange } from '@/lib/accounts/favorites/favorite-change';
import type { FavoriteSourceType } from '@/lib/schemas/favorite';

const LIST_URL = '/api/favorite/list';
const noFavorites: string[] = [];

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

  // The change is shown at once; the answer names the changed id and the count, not the list, so the shown list keeps
  // the change, and a count that differs from it (another tab, two clicks crossing) has the list read again. A refused
  // change is undone.
  const change = useCallback(
    async (
      url: string,
      body: { sourceId: string; sourceType?: FavoriteSourceType },
      apply: (ids: string[]) => string[],
      undo: (ids: string[]) => string[],
    ) => {
      const options = { revalidate: false, populateCache: true } as const;
      await mutate((current) => apply(current ?? []), options);
      let answer: FavoriteChange;
      try {
        answer = await fetchJson<FavoriteChange>(url, { method: 'POST', json: body, useBearer: true });
      } catch (error) {
        await mutate((current) => undo(current ?? []), options);
        throw error;
      }
      const shown = await mutate((current) => apply(current ?? []), options);
      if (shown?.length !== answer.count) void mutate();
    },
    [mutate],
  );

  const addFavorite = useCallback(
    (sourceId: string, sourceType?: FavoriteSourceType) =>
      change(
        '/api/favorite/add',
        sourceType ? { sourceId, sourceType } : { sourceId },
        (ids) => (ids.includes(sourceId) ? ids : [sourceId, ...ids]),
        (ids) => ids.filter((id) => id !== sourceId),
      ),
    [change],
  );

  const removeFavorite = useCallback(
    (sourceId: string) =>
      change(
        '/api/favorite/remove',
        { sourceId },
        (ids) => ids.filter((id) => id !== sourceId),
        (ids) => (ids.includes(sourceId) ? ids : [sourceId, ...ids]),
      ),
    [change],
  );

  return { favoriteIds: data ?? noFavorites, error, isLoading, addFavorite, removeFavorite };
}
