'use client';
// What a favourite star does: signed out, the login notice; signed in, an optimistic add or remove
// with 'Ditambahkan ke favorit!' / 'Dihapus dari favorit!', reverted with the failure notice. The home page words its
// notices one way ('Login untuk menyimpan favorit!', 'Gagal update favorit!'), the SINTA and favourites pages another
// ('Silakan login untuk menggunakan favorit.', 'Gagal mengubah favorit.'). A 401 says nothing here: the session's
// expiry notice and the login modal already tell the user. A full list (409 favoritesLimitReached) says so, with its limit.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useSession } from '@/components/session/session-context';
import { useToast } from '@/components/toast/toast-context';
import { FREE_FAVORITES_LIMIT } from '@/lib/accounts/favorites/favorite-limits';
import { isApiClientError } from '@/lib/client/api-client-error';
import type { FavoriteSourceType } from '@/lib/schemas/favorite';
import { useFavorites } from './use-favorites';

/** The limit the refusal names (details.limit), or the free account's. */
function limitOf(details: unknown): number {
  const limit = (details as { limit?: unknown } | undefined)?.limit;
  return typeof limit === 'number' ? limit : FREE_FAVORITES_LIMIT;
}

/** `home`: the catalogue's cards; `lists`: the SINTA and favourites pages. */
export type FavoriteNoticeStyle = 'home' | 'lists';

export function useFavoriteToggle(style: FavoriteNoticeStyle) {
  const t = useTranslations('FavoriteNotices');
  const toast = useToast();
  const { isAuthenticated } = useSession();
  const { favoriteIds, addFavorite, removeFavorite } = useFavorites();

  const toggle = useCallback(
    async (sourceId: string, sourceType?: FavoriteSourceType) => {
      if (!isAuthenticated) {
        toast.show(style === 'home' ? t('loginRequired') : t('listsLoginRequired'), 'warning');
        return;
      }
      const isAdding = !favoriteIds.includes(sourceId);
      try {
        await (isAdding ? addFavorite(sourceId, sourceType) : removeFavorite(sourceId));
        toast.show(isAdding ? t('added') : t('removed'), 'success');
      } catch (error) {
        if (isApiClientError(error) && error.status === 401) return;
        if (isApiClientError(error) && error.body.message === 'favoritesLimitReached') {
          toast.show(t('limitReached', { limit: limitOf(error.body.details) }), 'error');
          return;
        }
        toast.show(style === 'home' ? t('updateFailed') : t('listsUpdateFailed'), 'error');
      }
    },
    [isAuthenticated, favoriteIds, addFavorite, removeFavorite, style, t, toast],
  );

  return { favoriteIds, toggle };
}
