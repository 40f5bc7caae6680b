// Which controls the list pagers show between Prev and Next: the discontinued page's run of up to 3
// pages plus a last-page link, and the SINTA page's every page when 5 or fewer, else first, neighbours, last and gaps.
import { pageWindow } from '@/components/ui/page-window';

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string } | { kind: 'last'; page: number };

export const asPages = (pages: number[]): PageItem[] => pages.map((page) => ({ kind: 'page', page }));

/** The discontinued page: up to 3 numbered pages around the current one, then a link to the last page. */
export function windowWithLastPage(current: number, pages: number): PageItem[] {
  const window = pageWindow(current, pages, 3);
  const items = asPages(window);
  const lastShown = window.at(-1) ?? 0;
  if (pages > lastShown) items.push({ kind: 'last', page: pages });
  return items;
}

/** The SINTA page: all pages when 5 or fewer; else 1, the current page with its neighbours, the last, with gaps. */
export function pagesWithEllipses(current: number, pages: number): PageItem[] {
  if (pages <= 5) return asPages(Array.from({ length: Math.max(pages, 0) }, (_, index) => index + 1));
  const page = Math.min(Math.max(1, current), pages);
  // Near an end, show three pages there so the run never shrinks to a lone number between two gaps.
  let first = Math.max(2, Math.min(page - 1, pages - 3));
  let last = Math.min(pages - 1, Math.max(page + 1, 4));
  // A gap standing for one page is no shorter than that page: show the page instead.
  if (first === 3) first = 2;
  if (last === pages - 2) last = pages - 1;
  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (first > 2) items.push({ kind: 'gap', key: 'start' });
  for (let number = first; number <= last; number += 1) items.push({ kind: 'page', page: number });
  if (last < pages - 1) items.push({ kind: 'gap', key: 'end' });
  items.push({ kind: 'page', page: pages });
  return items;
}
