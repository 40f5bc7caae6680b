'use client';
// The first line of a favourites-page card, by what is known of the journal: a Scopus journal's name linking to its
// page, a SINTA journal's website (opened in a new tab), 'Gagal memuat detail (ID: …)', or a loading line.
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export type FavoriteCardState = 'loaded' | 'sinta' | 'failed' | 'loading';

export function FavoriteCardHeading({ sourceId, state, name }: { sourceId: string; state: FavoriteCardState; name: string }) {
  const t = useTranslations('Favorite');
  if (state === 'loaded' || state === 'sinta') {
    const linkClassName = 'rounded-sm hover:text-blue-700 hover:underline';
    return (
      <h3 className={`text-base font-semibold leading-snug text-slate-900 ${state === 'sinta' ? 'break-all' : ''}`}>
        {state === 'sinta' ? (
          <a href={sourceId} target="_blank" rel="noopener noreferrer" data-testid="favorite-card-title" className={linkClassName}>
            {sourceId}
          </a>
        ) : (
          <Link href={`/journal/${sourceId}`} data-testid="favorite-card-title" className={linkClassName}>
            {name}
          </Link>
        )}
      </h3>
    );
  }
  if (state === 'failed') {
    return (
      <p data-testid="favorite-detail-failed" className="text-sm font-medium text-rose-700">
        {t('detailFailed', { id: sourceId })}
      </p>
    );
  }
  return (
    <p data-testid="favorite-detail-loading" className="text-sm text-slate-500">
      {t('detailLoading', { id: sourceId })}
    </p>
  );
}
