// Under the recommendations: how many of the abstract's best matches the filters left out, and by which filter
// ("Of the 50 best matches, the filters left out 15: 12 by maximum APC, 3 by country."); nothing when none were.
import { useTranslations } from 'next-intl';
import type { LeftOut } from '@/lib/recommend/recommendation-answer';
import { leftOutByFilter } from './recommendation';

export function LeftOutLine({ leftOut, limit }: { leftOut: LeftOut; limit: number }) {
  const t = useTranslations('Recommend');
  const parts = leftOutByFilter(leftOut);
  if (leftOut.total === 0 || parts.length === 0) return null;
  const details = parts
    .map(({ filter, count }) => t('leftOutBy', { count, filter: t.has(`filterNames.${filter}`) ? t(`filterNames.${filter}`) : filter }))
    .join(', ');
  return (
    <p data-testid="recommendation-left-out" className="mt-2 text-sm text-slate-600">
      {t('leftOut', { limit, total: leftOut.total, details })}
    </p>
  );
}
