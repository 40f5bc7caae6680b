'use client';
// The place a history chart takes, reserved at its final height before it loads (the page does not shift), with
// the chart rendered inside once the place has been seen. `data-chart-state` tells what it is doing.
import { type ReactNode, Suspense } from 'react';
import { useSeen } from './use-seen';

interface HistoryChartFrameProps {
  testId: string;
  loadingText: string;
  /** Tailwind height classes of the reserved place. */
  heightClassName: string;
  children: ReactNode;
}

export function HistoryChartFrame({ testId, loadingText, heightClassName, children }: HistoryChartFrameProps) {
  const [ref, state] = useSeen<HTMLDivElement>();
  const placeholder = (
    <p className="flex h-full items-center justify-center text-sm text-slate-500" data-testid={`${testId}-loading`}>
      {loadingText}
    </p>
  );
  return (
    <div ref={ref} data-testid={testId} data-chart-state={state} className={heightClassName}>
      {state === 'seen' ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
