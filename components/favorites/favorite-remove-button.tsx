'use client';
// A favourites-page card's 'Hapus dari favorit' action: also offered on a card whose detail failed to load,
// so a favourite that no longer resolves can still be cleared.
import { useTranslations } from 'next-intl';
import { useRemoveFavorite } from './use-remove-favorite';

export function FavoriteRemoveButton({ sourceId, journalName }: { sourceId: string; journalName: string }) {
  const t = useTranslations('Favorite');
  const remove = useRemoveFavorite();
  return (
    <button
      type="button"
      data-testid="favorite-remove"
      aria-label={`${t('remove')}: ${journalName}`}
      onClick={() => void remove(sourceId)}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-rose-700 hover:bg-rose-50 hover:text-rose-800"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path strokeLinecap="round" strokeLinejoin="round" d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" />
      </svg>
      {t('remove')}
    </button>
  );
}
