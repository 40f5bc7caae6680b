// A two-column list of labelled facts (<dl>) for the journal page's sections. Values arrive formatted (N/A included),
// so the list only lays them out.
import type { ReactNode } from 'react';

export interface DetailEntry {
  label: string;
  value: ReactNode;
  testId: string;
}

export function DetailList({ entries }: { entries: DetailEntry[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <div key={entry.testId} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-slate-500">{entry.label}</dt>
          <dd data-testid={entry.testId} className="min-w-0 break-words text-sm text-slate-900">
            {entry.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
