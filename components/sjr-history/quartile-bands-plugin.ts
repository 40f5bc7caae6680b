// A chart.js plugin that paints, behind the SJR line, each year's column in the colour of that year's best quartile
// (Scimago's way of showing a journal's standing over time). A year without a quartile, or lacking from the data,
// stays blank.
import type { Chart, Plugin } from 'chart.js';
import { bandColor } from './quartile-colors';
import type { SjrYear } from '@/lib/schemas/sjr-history';

export function quartileBandsPlugin(quartiles: readonly (SjrYear['quartile'] | undefined)[]): Plugin<'line'> {
  return {
    id: 'quartileBands',
    beforeDatasetsDraw(chart: Chart<'line'>) {
      const { ctx, chartArea, scales } = chart;
      const x = scales.x;
      if (!x || quartiles.length === 0) return;
      const step = (chartArea.right - chartArea.left) / quartiles.length;
      ctx.save();
      quartiles.forEach((quartile, at) => {
        const color = bandColor(quartile ?? null);
        if (!color) return;
        const center = x.getPixelForValue(at);
        ctx.fillStyle = color;
        ctx.fillRect(center - step / 2, chartArea.top, step, chartArea.bottom - chartArea.top);
      });
      ctx.restore();
    },
  };
}
