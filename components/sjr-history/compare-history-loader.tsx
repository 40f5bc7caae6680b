'use client';
// The compare page's SJR chart, loaded with chart.js only once its place scrolls into view.
import { lazy } from 'react';
import type { ComparedHistory } from './compare-history-chart';
import { HistoryChartFrame } from './history-chart-frame';

const CompareHistoryChart = lazy(() => import('./compare-history-chart'));

interface CompareHistoryLoaderProps {
  journals: ComparedHistory[];
  locale: string;
  labels: { sjr: string; chart: string };
  loadingText: string;
}

export function CompareHistoryLoader({ journals, locale, labels, loadingText }: CompareHistoryLoaderProps) {
  return (
    <HistoryChartFrame testId="compare-history-chart" loadingText={loadingText} heightClassName="h-80">
      <CompareHistoryChart journals={journals} locale={locale} labels={labels} />
    </HistoryChartFrame>
  );
}
