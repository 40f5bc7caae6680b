// The blue band closing the About and Pricing pages: a heading, one line, and the actions below them.
import type { ReactNode } from 'react';

interface CallToActionBandProps {
  id: string;
  testId: string;
  title: string;
  text: string;
  children: ReactNode;
}

export function CallToActionBand({ id, testId, title, text, children }: CallToActionBandProps) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="rounded-2xl bg-blue-700 px-6 py-10 text-center text-white shadow-sm sm:px-10">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-blue-100">{text}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
