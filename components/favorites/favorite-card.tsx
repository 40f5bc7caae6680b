'use client';
// One favourite on the favourites page, with its loaded detail: a Scopus journal's name, field, quartile, publisher and
// country; a SINTA journal's name (linking to its website), subject areas, SINTA level, affiliation and country. Or a
// detail still loading, or one that failed to load. Every card offers 'Hapus dari favorit'; a loaded one also
// "Bandingkan" (compare; a SINTA journal by its website, when the comparison can carry it).
import { useTranslations } from 'next-intl';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { PredatoryMark } from '@/components/lists/predatory-mark';
import { QuartileBadge } from '@/components/ui/quartile-badge';
import { isCompareId } from '@/lib/shared/compare-id';
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

function stateOf(detail: FavoriteDetail | null | undefined): FavoriteCardState {
  if (detail === undefined) return 'loading';
  return detail === null ? 'failed' : 'loaded';
}

export function FavoriteCard({ sourceId, detail }: FavoriteCardProps) {
  const t = useTranslations('Favorite');
  const card = useTranslations('JournalCard');
  const kind = favoriteTabOf(sourceId);
  const state = stateOf(detail);
  const name = detail?.Title ?? sourceId;

  return (
    <article
      data-testid="favorite-card"
      data-source-id={sourceId}
      data-kind={kind}
      data-state={state}
      aria-busy={state === 'loading'}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <FavoriteCardHeading sourceId={sourceId} kind={kind} state={state} name={name} />
          {detail ? (
            <p data-testid="favorite-card-field" className="mt-1 line-clamp-2 text-sm text-slate-600">
              {detail.Areas?.trim() || card('unspecifiedField')}
            </p>
          ) : null}
          {detail ? <PredatoryMark sourceId={sourceId} /> : null}
        </div>
        {detail?.sintaLevel ? (
          <span
            data-testid="favorite-card-sinta-level"
            title={t('sintaLevel')}
            className="inline-flex shrink-0 items-center rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-inset ring-blue-600/20"
          >
            {detail.sintaLevel}
          </span>
        ) : detail ? (
          <QuartileBadge quartile={detail['SJR Best Quartile']} notAvailable={card('notAvailable')} label={card('quartile')} />
        ) : null}
      </div>
      {detail && (detail.Publisher || detail.Country) ? (
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          {detail.Publisher ? <FavoriteFact label={card('publisher')} value={detail.Publisher} /> : null}
          {detail.Country ? <FavoriteFact label={card('country')} value={detail.Country} /> : null}
        </dl>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 pt-4">
        {detail && isCompareId(sourceId) ? <CompareToggle sourceId={sourceId} journalName={name} /> : null}
        <FavoriteRemoveButton sourceId={sourceId} journalName={name} />
      </div>
    </article>
  );
}
