'use client';
// The auth forms' submit button: disabled while the request travels, so a double click sends one request.
interface SubmitButtonProps {
  testId: string;
  isBusy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ testId, isBusy, label, busyLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={isBusy}
      aria-busy={isBusy}
      className="w-full rounded-lg bg-blue-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 disabled:cursor-wait disabled:opacity-70"
    >
      {isBusy ? busyLabel : label}
    </button>
  );
}
