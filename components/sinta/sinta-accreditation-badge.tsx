// A SINTA level as a badge ('Sinta 1' … 'Sinta 6'): higher levels in stronger colours; the text carries the
// level, so colour is never the only signal.
const levelClassName: Record<string, string> = {
  'Sinta 1': 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  'Sinta 2': 'bg-green-100 text-green-800 ring-green-600/20',
  'Sinta 3': 'bg-blue-100 text-blue-800 ring-blue-600/20',
  'Sinta 4': 'bg-sky-100 text-sky-800 ring-sky-600/20',
  'Sinta 5': 'bg-amber-100 text-amber-800 ring-amber-600/20',
  'Sinta 6': 'bg-orange-100 text-orange-800 ring-orange-600/20',
};

export function SintaAccreditationBadge({ level }: { level: string }) {
  return (
    <span
      data-testid="sinta-card-accreditation"
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${levelClassName[level] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20'}`}
    >
      {level}
    </span>
  );
}
