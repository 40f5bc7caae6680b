'use client';
// The collapsible filter panel of the home page and the list pages (new, discontinued, SINTA): a native <details>
// (keyboard and screen readers know it), with a badge on the summary while filters are active. Its content is mounted
// the first time it opens and kept afterwards: a closed panel's selects (hundreds of options on the home page, the
// publishers fetched for the list pages) cost a phone nothing while it stays closed.
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface FilterDisclosureProps {
  label: string;
  /** The badge's text (a count, or 'Aktif'); null hides it. */
  badge: string | null;
  /** Read after the badge by screen readers, e.g. "filters active". */
  badgeLabel?: string;
  /** Open at first (e.g. when a shared link carries filters); closed when left out. */
  initiallyOpen?: boolean;
  children: ReactNode;
}

export function FilterDisclosure({ label, badge, badgeLabel, initiallyOpen = false, children }: FilterDisclosureProps) {
  // Afterwards only the visitor opens or closes it (a filter change never folds it away).
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const [wasOpened, setWasOpened] = useState(initiallyOpen);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened by a tap before the page was hydrated: the browser opened it, but no toggle event reached React.
  useEffect(() => {
    if (details.current?.open) {
      setIsOpen(true);
      setWasOpened(true);
    }
  }, []);
  return (
    <details
      ref={details}
      data-testid="filter-panel"
      open={isOpen}
      onToggle={(event) => {
        const { open } = event.currentTarget;
        setIsOpen(open);
        if (open) setWasOpened(true);
      }}
      className="group rounded-lg border border-slate-200 bg-slate-50"
    >
      <summary
        data-testid="filter-toggle"
        className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinecap="round" d="M3 5h14M6 10h8M8.5 15h3" />
        </svg>
        <span>{label}</span>
        {badge ? (
          <span data-testid="filter-active-count" className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white">
            {badge}
            {badgeLabel ? <span className="sr-only"> {badgeLabel}</span> : null}
          </span>
        ) : null}
        <svg viewBox="0 0 20 20" aria-hidden="true" className="ml-auto size-4 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinecap="round" strokeLinejoin="round" d="m5 8 5 5 5-5" />
        </svg>
      </summary>
      <div className="border-t border-slate-200 px-4 py-4">{wasOpened ? children : null}</div>
    </details>
  );
}
