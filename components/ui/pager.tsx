'use client';
// Prev/Next around the page controls: by default up to 5 numbered pages; a list page can choose its own
// controls (components/ui/page-items.ts: gaps, a last-page link). The pager only reports the page asked for:
// whether the visitor may open it (on the home page, pages beyond 1 need login and premium) is the caller's decision.
import { useTranslations } from 'next-intl';
import { asPages, type PageItem } from '@/components/ui/page-items';
import { pageWindow } from './page-window';

interface PagerProps {
  page: number;
  pages: number;
  onSelect: (page: number) => void;
  /** The controls between Prev and Next; the 5-page window around `page` when left out. */
  items?: PageItem[];
}

const buttonClassName =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const idleClassName = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:hover:bg-white';
const currentClassName = 'border-blue-700 bg-blue-700 text-white';

export function Pager({ page, pages, onSelect, items = asPages(pageWindow(page, pages)) }: PagerProps) {
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
      {items.map((item) =>
        item.kind === 'gap' ? (
          <span key={`gap-${item.key}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : item.kind === 'last' ? (
          <button
            key="last"
            type="button"
            data-testid="pager-last"
            aria-label={t('lastLabel', { page: item.page })}
            onClick={() => onSelect(item.page)}
            className={`${buttonClassName} ${idleClassName}`}
          >
            {t('last', { page: item.page })}
          </button>
        ) : (
          <button
            key={item.page}
            type="button"
            data-testid={`pager-page-${item.page}`}
            aria-label={t('page', { page: item.page })}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onSelect(item.page)}
            className={`${buttonClassName} ${item.page === page ? currentClassName : idleClassName}`}
          >
            {item.page}
          </button>
        ),
      )}
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
