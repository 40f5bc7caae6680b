'use client';
// The favourites page's pagination: first, previous, next and last, with "page x of y" between them. The
// buttons that lead nowhere are disabled rather than hidden, so nothing moves under the pointer.
import { useTranslations } from 'next-intl';

interface FavoritesPagerProps {
  page: number;
  pages: number;
  onSelect: (page: number) => void;
}

const buttonClassName =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

export function FavoritesPager({ page, pages, onSelect }: FavoritesPagerProps) {
  const t = useTranslations('Favorite');
  const steps = [
    { key: 'first', target: 1, isDisabled: page <= 1 },
    { key: 'previous', target: page - 1, isDisabled: page <= 1 },
    { key: 'next', target: page + 1, isDisabled: page >= pages },
    { key: 'last', target: pages, isDisabled: page >= pages },
  ] as const;
  const button = (step: (typeof steps)[number]) => (
    <button
      key={step.key}
      type="button"
      data-testid={`favorite-page-${step.key}`}
      disabled={step.isDisabled}
      onClick={() => onSelect(step.target)}
      className={buttonClassName}
    >
      {t(`pager.${step.key}`)}
    </button>
  );

  return (
    <nav aria-label={t('pager.label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {steps.slice(0, 2).map(button)}
      <span data-testid="favorite-page-status" aria-live="polite" className="px-2 text-sm text-slate-600">
        {t('pager.status', { page, pages })}
      </span>
      {steps.slice(2).map(button)}
    </nav>
  );
}
