'use client';
// A journal's SJR by year over its quartile's coloured bands, and its documents per year, drawn with chart.js. Loaded
// only when the charts come into view (journal-history-loader.tsx). A year the data lacks is a gap in the line
// (null point, spanGaps false), never a line across it. The same figures are in the table beside (for screen readers).
import { useEffect, useRef } from 'react';
import type { SjrYear } from '@/lib/schemas/sjr-history';
import { journalChartData, lineGaps } from './history-chart-data';
import { quartileBandsPlugin } from './quartile-bands-plugin';
import { Chart } from './register-chart';

export interface JournalHistoryChartLabels {
  sjr: string;
  documents: string;
  quartile: string;
  sjrChart: string;
  documentsChart: string;
}

interface JournalHistoryChartsProps {
  history: SjrYear[];
  locale: string;
  labels: JournalHistoryChartLabels;
}

const lineColor = '#1d4ed8';
const barColor = '#64748b';

export default function JournalHistoryCharts({ history, locale, labels }: JournalHistoryChartsProps) {
  const sjrCanvas = useRef<HTMLCanvasElement>(null);
  const documentsCanvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const data = journalChartData(history);
    const common = { locale, animation: false as const, responsive: true, maintainAspectRatio: false };
    const sjrChart = new Chart(sjrCanvas.current!, {
      type: 'line',
      data: {
        labels: data.labels,
        datasets: [
          {
            label: labels.sjr,
            data: data.sjr,
            ...lineGaps,
            borderColor: lineColor,
            backgroundColor: lineColor,
            borderWidth: 2,
            pointRadius: 2.5,
          },
        ],
      },
      options: {
        ...common,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              afterLabel: (item) => {
                const quartile = data.quartiles[item.dataIndex];
                return quartile ? `${labels.quartile}: ${quartile}` : '';
              },
            },
          },
        },
        scales: { y: { beginAtZero: true, title: { display: true, text: labels.sjr } } },
      },
      plugins: [quartileBandsPlugin(data.quartiles)],
    });
    const documentsChart = new Chart(documentsCanvas.current!, {
      type: 'bar',
      data: {
        labels: data.labels,
        datasets: [{ label: labels.documents, data: data.documents, backgroundColor: barColor }],
      },
      options: {
        ...common,
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, title: { display: true, text: labels.documents } } },
      },
    });
    return () => {
      sjrChart.destroy();
      documentsChart.destroy();
    };
  }, [history, locale, labels]);

  return (
    <div data-testid="journal-history-charts" className="grid h-full gap-6 md:grid-cols-2">
      <figure className="flex min-w-0 flex-col">
        <figcaption className="text-sm font-medium text-slate-700">{labels.sjrChart}</figcaption>
        <div className="relative mt-2 min-h-0 flex-1">
          <canvas ref={sjrCanvas} role="img" aria-label={labels.sjrChart} data-testid="journal-history-sjr-canvas" />
        </div>
      </figure>
      <figure className="flex min-w-0 flex-col">
        <figcaption className="text-sm font-medium text-slate-700">{labels.documentsChart}</figcaption>
        <div className="relative mt-2 min-h-0 flex-1">
          <canvas ref={documentsCanvas} role="img" aria-label={labels.documentsChart} data-testid="journal-history-documents-canvas" />
        </div>
      </figure>
    </div>
  );
}
