'use client';
// A recommended journal's match label (strong, good, partial: the score is not a probability, so no percentage) and
// why it matched, compactly: the abstract's terms (with the bridge's translation of an Indonesian word or phrase) and
// the journal field each matched, the first few shown.
import { useTranslations } from 'next-intl';
import type { MatchLabel, RecommendationReason } from './recommendation';

const SHOWN_REASONS = 4;

interface RecommendationReasonsProps {
  match: MatchLabel;
  reasons: RecommendationReason[];
}

export function RecommendationReasons({ match, reasons }: RecommendationReasonsProps) {
  const t = useTranslations('Recommend');
  const fieldLabel = (field: string) => (t.has(`fields.${field}`) ? t(`fields.${field}`) : field);
  return (
    <div data-testid="recommendation-why" className="mt-4 border-t border-slate-100 pt-3 text-sm">
      <p className="flex items-center gap-2">
        <span
          data-testid="recommendation-score"
          data-match={match}
          title={t('matchHow')}
          className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800"
        >
          {t(`match.${match}`)}
        </span>
        {reasons.length > 0 ? <span className="text-xs font-medium text-slate-500">{t('why')}</span> : null}
      </p>
      {reasons.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {reasons.slice(0, SHOWN_REASONS).map((reason, index) => (
            <li
              key={`${reason.term}-${reason.field}-${index}`}
              data-testid="recommendation-reason"
              className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
            >
              <span className="font-medium">{reason.term}</span>
              {reason.translation && reason.translation !== reason.term ? <span className="text-slate-500"> ({reason.translation})</span> : null}
              {' → '}
              {reason.matched} <span className="text-slate-500">· {fieldLabel(reason.field)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
