// The primary "search" button of the home and SINTA search forms: a submit button, so the form also works by Enter
// and without JavaScript.
interface SearchSubmitButtonProps {
  testId: string;
  label: string;
}

export function SearchSubmitButton({ testId, label }: SearchSubmitButtonProps) {
  return (
    <div className="flex justify-end">
      <button
        type="submit"
        data-testid={testId}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 sm:w-auto"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="9" cy="9" r="5.5" />
          <path strokeLinecap="round" d="m13.5 13.5 3.5 3.5" />
        </svg>
        {label}
      </button>
    </div>
  );
}
