'use client';
// The list pages' search box: a labelled type="search" input inside a search landmark. What the text filters (a
// loaded list in the browser, or the API) is the caller's business.
interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  /** What the box searches, read after the label (e.g. "name, ISSN, E-ISSN or publisher"). */
  hint?: string;
}

export function SearchField({ id, label, placeholder, value, onChange, testId = 'list-search', hint }: SearchFieldProps) {
  return (
    <div role="search" className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        data-testid={testId}
        value={value}
        maxLength={200}
        autoComplete="off"
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 sm:text-sm"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
