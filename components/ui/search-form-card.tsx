// A search form as a card (the home and SINTA searches): a search landmark with its accessible name, the fields
// given as children and the primary search button last. Enter in a one-line box submits it; with method="get" and
// named fields it also works without JavaScript, the browser sending the fields to the server.
import type { FormEvent, ReactNode } from 'react';
import { SearchSubmitButton } from '@/components/ui/search-submit-button';

interface SearchFormCardProps {
  /** The search landmark's accessible name. */
  label: string;
  testId: string;
  submitLabel: string;
  submitTestId: string;
  onSubmit: () => void;
  method?: 'get';
  /** Added to the card's classes. */
  className?: string;
  children: ReactNode;
}

export function SearchFormCard({ label, testId, submitLabel, submitTestId, onSubmit, method, className = '', children }: SearchFormCardProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      method={method}
      role="search"
      aria-label={label}
      data-testid={testId}
      onSubmit={submit}
      className={`space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      {children}
      <SearchSubmitButton testId={submitTestId} label={submitLabel} />
    </form>
  );
}
