// The loading spinner of the lists and the admin area: announced once as a
// status, the ring itself hidden from assistive technology.
export function LoadingSpinner({ label, testId = 'list-loading' }: { label: string; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className="flex flex-col items-center gap-3 py-12 text-sm text-slate-500">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-blue-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
