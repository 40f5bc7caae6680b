'use client';
// The compared journals' SJR by year as one line each, drawn together with chart.js; loaded only when the chart comes
// into view (compare-history-loader.tsx). A year a journal lacks is a gap in its line, never a line across it.
import { useEffect, useRef } from 'react';
import type { SjrYear } from '@/lib/schemas/sjr-history';
import { compareChartData, lineGaps } from './history-chart-data';
import { Chart } from './register-chart';

export interface ComparedHistory {
  name: string;
  history: SjrYear[];
}

interface CompareHistoryChartProps {
  journals: ComparedHistory[];
  locale: string;
  labels: { sjr: string; chart: string };
}

/** Four lines at most (the compare limit), told apart by colour and by dash. */
const lineStyles = [
  { color: '#1d4ed8', dash: [] },
  { color: '#b45309', dash: [6, 3] },
  { color: '#047857', dash: [2, 2] },
  { color: '#be123c', dash: [10, 4, 2, 4] },
];

export default function CompareHistoryChart({ journals, locale, labels }: CompareHistoryChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const data = compareChartData(journals);
    const chart = new Chart(canvas.current!, {
      type: 'line',
      data: {
        labels: data.labels,
        datasets: data.lines.map((line, at) => {
          const style = lineStyles[at % lineStyles.length]!;
          return {
            label: line.name,
            data: line.sjr,
            ...lineGaps,
            borderColor: style.color,
            backgroundColor: style.color,
            borderDash: style.dash,
            borderWidth: 2,
            pointRadius: 2.5,
          };
        }),
      },
      options: {
        locale,
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom' } },
        scales: { y: { beginAtZero: true, title: { display: true, text: labels.sjr } } },
      },
    });
    return () => chart.destroy();
  }, [journals, locale, labels]);

  return (
    <div className="relative h-full" data-testid="compare-history-charts">
      <canvas ref={canvas} role="img" aria-label={labels.chart} data-testid="compare-history-canvas" />
    </div>
  );
}
