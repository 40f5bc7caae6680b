// The secondary button that empties a list page's filters: disabled, not hidden, when nothing is set, so the panel
// does not move under the pointer.
interface ClearButtonProps {
  testId: string;
  label: string;
  isDisabled: boolean;
  onClick: () => void;
  className?: string;
}

export function ClearButton({ testId, label, isDisabled, onClick, className = '' }: ClearButtonProps) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={isDisabled}
      onClick={onClick}
      className={`rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      {label}
    </button>
  );
}
