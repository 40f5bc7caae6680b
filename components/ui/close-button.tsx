// The "×" that closes a modal: an icon button named by its label for screen readers. `autoFocus` marks it as the
// element the modal focuses on opening (data-autofocus, read by ModalDialog).
interface CloseButtonProps {
  label: string;
  onClick: () => void;
  testId: string;
  autoFocus?: boolean;
  /** Margin, padding and colours around the icon; a modal's default when left out. */
  className?: string;
}

export function CloseButton({
  label,
  onClick,
  testId,
  autoFocus = false,
  className = '-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800',
}: CloseButtonProps) {
  return (
    <button
      type="button"
      data-autofocus={autoFocus ? true : undefined}
      data-testid={testId}
      aria-label={label}
      onClick={onClick}
      className={className}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path strokeLinecap="round" d="M5 5l10 10M15 5 5 15" />
      </svg>
    </button>
  );
}
