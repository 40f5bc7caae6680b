import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in a run of five', () => {
    expect(pageWindow(10, 8049)).toEqual([8, 9, 10, 11, 12]);
  });

  it('never runs past the first or the last page', () => {
    expect(pageWindow(1, 8049)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 8049)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(8049, 8049)).toEqual([8045, 8046, 8047, 8048, 8049]);
  });

  it('shows nothing for an empty result and clamps a page out of range', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });
});
