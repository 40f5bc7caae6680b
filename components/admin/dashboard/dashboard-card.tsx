// A titled panel of the dashboard (charts, lists, the countries report).
import type { ReactNode } from 'react';

export function DashboardCard({ title, testId, children, className = '' }: { title: string; testId: string; children: ReactNode; className?: string }) {
  const headingId = `${testId}-title`;
  return (
    <section aria-labelledby={headingId} data-testid={testId} className={`rounded-2xl bg-white p-5 shadow-sm ${className}`}>
      <h2 id={headingId} className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
