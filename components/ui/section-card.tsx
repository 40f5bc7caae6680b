// A white, bordered section with a heading: the journal page's general information, metrics and statistics blocks.
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  testId: string;
  children: ReactNode;
}

export function SectionCard({ id, title, testId, children }: SectionCardProps) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
