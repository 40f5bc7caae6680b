import { type PageItem, pagesWithEllipses, windowWithLastPage } from './page-items';

const text = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : item.kind === 'last' ? `last:${item.page}` : String(item.page))).join(' ');

describe('windowWithLastPage (discontinued)', () => {
  it('shows up to three pages and a link to the last one', () => {
    expect(text(windowWithLastPage(1, 7))).toBe('1 2 3 last:7');
    expect(text(windowWithLastPage(4, 7))).toBe('3 4 5 last:7');
  });

  it('drops the last-page link when the last page is already a button', () => {
    expect(text(windowWithLastPage(7, 7))).toBe('5 6 7');
    expect(text(windowWithLastPage(1, 2))).toBe('1 2');
    expect(text(windowWithLastPage(1, 0))).toBe('');
  });
});

describe('pagesWithEllipses (SINTA)', () => {
  it('shows every page when there are five or fewer', () => {
    expect(text(pagesWithEllipses(1, 5))).toBe('1 2 3 4 5');
    expect(text(pagesWithEllipses(2, 2))).toBe('1 2');
    expect(text(pagesWithEllipses(1, 0))).toBe('');
  });

  it('uses gaps past five pages', () => {
    expect(text(pagesWithEllipses(1, 20))).toBe('1 2 3 4 … 20');
    expect(text(pagesWithEllipses(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(text(pagesWithEllipses(20, 20))).toBe('1 … 17 18 19 20');
    expect(text(pagesWithEllipses(3, 6))).toBe('1 2 3 4 5 6');
  });
});
