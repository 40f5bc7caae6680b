// The users page's pager: Previous/Next, the page numbers and 'Showing x to y of z results'.
import type { Pagination } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';

const texts = adminTexts.users;
const button = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';

export function UsersPagination({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const { page, limit, total, pages } = pagination;
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600" data-testid="users-showing">{texts.showing(from, to, total)}</p>
      <nav aria-label={texts.pagination} className="flex flex-wrap items-center gap-1">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="users-previous">
          {texts.previous}
        </button>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <button key={number} type="button" onClick={() => onPage(number)} aria-current={number === page ? 'page' : undefined}
            data-testid="users-page" className={`${button} ${number === page ? 'border-blue-700 bg-blue-700 text-white' : ''}`}>
            {number}
          </button>
        ))}
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="users-next">
          {texts.next}
        </button>
      </nav>
    </div>
  );
}
