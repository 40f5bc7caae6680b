import { chartPalette, paletteFor, withPercentages } from './chart-palette';

describe('chart palette', () => {
  it('has ten distinct colours and repeats them past ten slices', () => {
    expect(new Set(chartPalette).size).toBe(10);
    const colours = paletteFor(12);
    expect(colours[10]).toBe(chartPalette[0]);
    expect(colours[11]).toBe(chartPalette[1]);
  });

  it('labels each slice with its share to one decimal, and 0% when there is nothing', () => {
    expect(withPercentages(['desktop', 'mobile', 'tablet'], [5, 2, 1])).toEqual(['desktop (62.5%)', 'mobile (25.0%)', 'tablet (12.5%)']);
    expect(withPercentages(['desktop'], [0])).toEqual(['desktop (0.0%)']);
  });
});
