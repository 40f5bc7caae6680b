// What the history chart's band colours mean: one swatch per quartile, in words too.
import { quartileColors, quartiles } from './quartile-colors';

export function QuartileLegend({ label }: { label: string }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-3 text-xs text-slate-600" data-testid="journal-history-legend">
      <span>{label}</span>
      {quartiles.map((quartile) => (
        <span key={quartile} className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: quartileColors[quartile] }} />
          {quartile}
        </span>
      ))}
    </p>
  );
}
