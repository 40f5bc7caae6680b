'use client';
// One favourite on the favourites page: a Scopus journal with its loaded detail (name, field, quartile,
// publisher, country), a SINTA journal by its website with a neutral line (details come with the SINTA feature), a
// detail still loading, or one that failed to load. Every card offers 'Hapus dari favorit'.
import { useTranslations } from 'next-intl';
import { QuartileBadge } from '@/components/ui/quartile-badge';
import { favoriteTabOf } from './favorite-kind';
import { type FavoriteCardState, FavoriteCardHeading } from './favorite-card-heading';
import { FavoriteFact } from './favorite-fact';
import { FavoriteRemoveButton } from './favorite-remove-button';
import type { FavoriteDetail } from './use-favorite-details';

interface FavoriteCardProps {
  sourceId: string;
  /** undefined while loading, null when the detail failed to load. */
  detail: FavoriteDetail | null | undefined;
}

function stateOf(sourceId: string, detail: FavoriteDetail | null | undefined): FavoriteCardState {
  if (favoriteTabOf(sourceId) === 'sinta') return 'sinta';
  if (detail === undefined) return 'loading';
  return detail === null ? 'failed' : 'loaded';
}

export function FavoriteCard({ sourceId, detail }: FavoriteCardProps) {
  const t = useTranslations('Favorite');
  const card = useTranslations('JournalCard');
  const state = stateOf(sourceId, detail);
  const name = detail?.Title ?? sourceId;

  return (
    <article
      data-testid="favorite-card"
      data-source-id={sourceId}
      data-state={state}
      aria-busy={state === 'loading'}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <FavoriteCardHeading sourceId={sourceId} state={state} name={name} />
          {state === 'sinta' ? <p className="mt-1 text-sm text-slate-600">{t('sintaNote')}</p> : null}
          {detail ? (
            <p data-testid="favorite-card-field" className="mt-1 line-clamp-2 text-sm text-slate-600">
              {detail.Areas?.trim() || card('unspecifiedField')}
            </p>
          ) : null}
        </div>
        {detail ? (
          <QuartileBadge quartile={detail['SJR Best Quartile']} notAvailable={card('notAvailable')} label={card('quartile')} />
        ) : null}
      </div>
      {detail && (detail.Publisher || detail.Country) ? (
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          {detail.Publisher ? <FavoriteFact label={card('publisher')} value={detail.Publisher} /> : null}
          {detail.Country ? <FavoriteFact label={card('country')} value={detail.Country} /> : null}
        </dl>
      ) : null}
      <div className="mt-auto flex justify-end pt-4">
        <FavoriteRemoveButton sourceId={sourceId} journalName={name} />
      </div>
    </article>
  );
}
