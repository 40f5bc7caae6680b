// The quartile of a journal as a coloured badge: Q1 green, Q2 blue, Q3 amber, Q4 rose, anything else grey,
// and 'N/A' when there is none. The colour is never the only signal: the text says the quartile.
const quartileClassName: Record<string, string> = {
  Q1: 'bg-green-100 text-green-800 ring-green-600/20',
  Q2: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  Q3: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  Q4: 'bg-rose-100 text-rose-800 ring-rose-600/20',
};
const otherClassName = 'bg-slate-100 text-slate-700 ring-slate-500/20';

interface QuartileBadgeProps {
  quartile: string | null;
  /** The fallback text, 'N/A', from the caller's messages. */
  notAvailable: string;
  /** The word read before the quartile by screen readers and in the tooltip: "Kuartil" / "Quartile". */
  label: string;
  size?: 'small' | 'large';
  testId?: string;
}

export function QuartileBadge({ quartile, notAvailable, label, size = 'small', testId = 'quartile-badge' }: QuartileBadgeProps) {
  const text = quartile?.trim() || notAvailable;
  const sizeClassName = size === 'large' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs';
  return (
    <span
      data-testid={testId}
      data-quartile={quartile ?? ''}
      title={`${label} ${text}`}
      className={`inline-flex shrink-0 items-center rounded-full font-semibold ring-1 ring-inset ${sizeClassName} ${quartileClassName[text] ?? otherClassName}`}
    >
      <span className="sr-only">{label} </span>
      {text}
    </span>
  );
}
