// One figure of the dashboard: a label, the number and, for visits, the unique count under it.
import { adminLocale } from '../admin-texts';

export function StatCard({ label, value, detail, testId }: { label: string; value: number; detail?: string; testId: string }) {
  return (
    <div data-testid={testId} className="rounded-2xl bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={`${testId}-value`}>{value.toLocaleString(adminLocale)}</p>
      {detail ? <p className="mt-1 text-xs text-slate-500" data-testid={`${testId}-detail`}>{detail}</p> : null}
    </div>
  );
}
