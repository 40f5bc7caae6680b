// The mark of a row's best value, on a line of its own: a star and the word, so colour is never the only signal.
export function BestMark({ label }: { label: string }) {
  return (
    <span
      data-testid="compare-best"
      className="mt-1 flex w-fit items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800"
    >
      <span aria-hidden="true">★</span>
      {label}
    </span>
  );
}
