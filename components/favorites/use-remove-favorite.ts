'use client';
// Removal from the favourites page: 'Dihapus dari favorit!' on success, 'Gagal menghapus favorit' on a
// failure (the card comes back), 'Silakan login untuk menggunakan favorit.' when signed out. A 401 says nothing
// more: the session's expiry notice and the login modal already tell the user.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useSession } from '@/components/session/session-context';
import { useToast } from '@/components/toast/toast-context';
import { isApiClientError } from '@/lib/client/api-client-error';
import { useFavorites } from './use-favorites';

export function useRemoveFavorite(): (sourceId: string) => Promise<void> {
  const t = useTranslations('FavoriteNotices');
  const toast = useToast();
  const { isAuthenticated } = useSession();
  const { removeFavorite } = useFavorites();

  return useCallback(
    async (sourceId: string) => {
      if (!isAuthenticated) {
        toast.show(t('listsLoginRequired'), 'warning');
        return;
      }
      try {
        await removeFavorite(sourceId);
        toast.show(t('removed'), 'success');
      } catch (error) {
        if (!(isApiClientError(error) && error.status === 401)) toast.show(t('removeFailed'), 'error');
      }
    },
    [isAuthenticated, removeFavorite, t, toast],
  );
}
