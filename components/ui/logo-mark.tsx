// The product's mark: an open journal with a magnifier, drawn inline so the header needs no extra request.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M7 9.5c2.6-.9 5.3-.7 8 .8v12.4c-2.7-1.5-5.4-1.7-8-.8z" fill="#dbeafe" />
      <path d="M25 9.5c-2.6-.9-5.3-.7-8 .8v12.4c2.7-1.5 5.4-1.7 8-.8z" fill="#ffffff" />
      <circle cx="21" cy="15" r="3.2" fill="none" stroke="#1d4ed8" strokeWidth="1.6" />
      <path d="m23.3 17.3 2.2 2.2" stroke="#1d4ed8" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
