'use client';
// The journal page's history charts, loaded with chart.js only once their place scrolls into view, so the page's first
// load carries none of it.
import { lazy } from 'react';
import type { SjrYear } from '@/lib/schemas/sjr-history';
import { HistoryChartFrame } from './history-chart-frame';
import type { JournalHistoryChartLabels } from './journal-history-charts';

const JournalHistoryCharts = lazy(() => import('./journal-history-charts'));

interface JournalHistoryLoaderProps {
  history: SjrYear[];
  locale: string;
  labels: JournalHistoryChartLabels;
  loadingText: string;
}

export function JournalHistoryLoader({ history, locale, labels, loadingText }: JournalHistoryLoaderProps) {
  return (
    <HistoryChartFrame testId="journal-history-chart" loadingText={loadingText} heightClassName="h-[36rem] md:h-72">
      <JournalHistoryCharts history={history} locale={locale} labels={labels} />
    </HistoryChartFrame>
  );
}
