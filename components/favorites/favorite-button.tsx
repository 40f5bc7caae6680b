'use client';
// The star on a journal card: its title says what a click does ('Tambah ke Favorit' / 'Hapus dari
// Favorit'); aria-pressed tells assistive technology whether the journal is a favourite now. It reads and changes the
// shared favourites itself (at once, reverted if the server refuses), so every card showing the journal agrees.
import { useTranslations } from 'next-intl';
import { type FavoriteNoticeStyle, useFavoriteToggle } from '@/components/favorites/use-favorite-toggle';
import { StarIcon } from '@/components/ui/star-icon';
import type { FavoriteSourceType } from '@/lib/schemas/favorite';

interface FavoriteButtonProps {
  /** The Scopus Sourceid or the SINTA website; without one the star does nothing. */
  sourceId: string;
  sourceType?: FavoriteSourceType;
  journalName: string;
  noticeStyle?: FavoriteNoticeStyle;
}

export function FavoriteButton({ sourceId, sourceType, journalName, noticeStyle = 'home' }: FavoriteButtonProps) {
  const t = useTranslations('JournalCard');
  const { favoriteIds, toggle } = useFavoriteToggle(noticeStyle);
  const isFavorite = sourceId !== '' && favoriteIds.includes(sourceId);
  const action = isFavorite ? t('removeFavorite') : t('addFavorite');
  return (
    <button
      type="button"
      data-testid="favorite-button"
      title={action}
      aria-label={`${action}: ${journalName}`}
      aria-pressed={isFavorite}
      onClick={() => {
        if (sourceId) void toggle(sourceId, sourceType);
      }}
      className={`-m-1 shrink-0 rounded-md p-1 transition-colors hover:bg-amber-50 ${isFavorite ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500'}`}
    >
      <StarIcon isFilled={isFavorite} className="size-6" />
    </button>
  );
}
