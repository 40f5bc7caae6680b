// Which page numbers a pager shows (by default up to 5): a run of at most `size` pages around the
// current one, shifted so that it never leaves 1..pages. Pure.
export const PAGER_WINDOW_SIZE = 5;

export function pageWindow(current: number, pages: number, size: number = PAGER_WINDOW_SIZE): number[] {
  if (pages < 1 || size < 1) return [];
  const count = Math.min(size, pages);
  const page = Math.min(Math.max(1, current), pages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
