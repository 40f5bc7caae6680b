'use client';
// The first line of a favourites-page card, by what is known of the journal: its name, linking to its catalogue page
// (Scopus) or to its website in a new tab (SINTA, whose favourite id is the website); 'Gagal memuat detail (ID: …)';
// or a loading line.
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { FavoriteTab } from './favorite-kind';

export type FavoriteCardState = 'loaded' | 'failed' | 'loading';

interface FavoriteCardHeadingProps {
  sourceId: string;
  kind: FavoriteTab;
  state: FavoriteCardState;
  name: string;
}

const linkClassName = 'rounded-sm hover:text-blue-700 hover:underline';

export function FavoriteCardHeading({ sourceId, kind, state, name }: FavoriteCardHeadingProps) {
  const t = useTranslations('Favorite');
  if (state === 'loaded') {
    return (
      <h3 className="text-base font-semibold leading-snug text-slate-900">
        {kind === 'sinta' ? (
          <a href={sourceId} target="_blank" rel="noopener noreferrer" data-testid="favorite-card-title" className={linkClassName}>
            {name}
            <span className="sr-only"> {t('opensInNewTab')}</span>
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
      <p data-testid="favorite-detail-failed" className="break-all text-sm font-medium text-rose-700">
        {t('detailFailed', { id: sourceId })}
      </p>
    );
  }
  return (
    <p data-testid="favorite-detail-loading" className="break-all text-sm text-slate-500">
      {t('detailLoading', { id: sourceId })}
    </p>
  );
}
