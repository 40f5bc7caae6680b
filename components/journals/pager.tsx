'use client';
// Prev/Next and up to 5 numbered pages (spec §2). The pager only reports the page asked for: whether the visitor may
// open it (spec §6: pages beyond 1 need login and premium) is the caller's decision.
import { useTranslations } from 'next-intl';
import { pageWindow } from './page-window';

interface PagerProps {
  page: number;
  pages: number;
  onSelect: (page: number) => void;
}

const buttonClassName =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const idleClassName = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:hover:bg-white';
const currentClassName = 'border-blue-700 bg-blue-700 text-white';

export function Pager({ page, pages, onSelect }: PagerProps) {
  const t = useTranslations('Pager');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('label')} data-testid="pager" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        data-testid="pager-prev"
        disabled={page <= 1}
        onClick={() => onSelect(page - 1)}
        className={`${buttonClassName} ${idleClassName}`}
      >
        {t('previous')}
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          data-testid={`pager-page-${number}`}
          aria-label={t('page', { page: number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onSelect(number)}
          className={`${buttonClassName} ${number === page ? currentClassName : idleClassName}`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        data-testid="pager-next"
        disabled={page >= pages}
        onClick={() => onSelect(page + 1)}
        className={`${buttonClassName} ${idleClassName}`}
      >
        {t('next')}
      </button>
    </nav>
  );
}
