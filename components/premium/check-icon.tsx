// The tick before each feature of a plan or tier: decorative, the list item's text says it all.
export function CheckIcon({ className = 'text-blue-700' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="2.5">
      <path strokeLinecap="round" strokeLinejoin="round" d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}
