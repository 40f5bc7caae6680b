'use client';
// The star on a journal card (spec §2, §4): its title says what a click does ('Tambah ke Favorit' / 'Hapus dari
// Favorit'); aria-pressed tells assistive technology whether the journal is a favourite now.
import { useTranslations } from 'next-intl';
import { StarIcon } from '@/components/ui/star-icon';

interface FavoriteButtonProps {
  isFavorite: boolean;
  journalName: string;
  onToggle: () => void;
}

export function FavoriteButton({ isFavorite, journalName, onToggle }: FavoriteButtonProps) {
  const t = useTranslations('JournalCard');
  const action = isFavorite ? t('removeFavorite') : t('addFavorite');
  return (
    <button
      type="button"
      data-testid="favorite-button"
      title={action}
      aria-label={`${action}: ${journalName}`}
      aria-pressed={isFavorite}
      onClick={onToggle}
      className={`-m-1 shrink-0 rounded-md p-1 transition-colors hover:bg-amber-50 ${isFavorite ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500'}`}
    >
      <StarIcon isFilled={isFavorite} className="size-6" />
    </button>
  );
}
