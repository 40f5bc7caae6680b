// How a journal's SJR moved from an earlier year to the catalogue's: up, down or unchanged, and by what share of the
// earlier figure. A change under 0.05 % reads as unchanged (no arrow for noise); nothing without both figures. Pure.
export interface SjrChange {
  direction: 'up' | 'down' | 'same';
  /** The change as a share of the earlier SJR, in percent, without its sign (12.3 for +12.3 %). */
  percent: number;
}

export function sjrChange(current: number | null, previous: number | null): SjrChange | null {
  if (current === null || previous === null || !(previous > 0) || !Number.isFinite(current)) return null;
  const percent = ((current - previous) / previous) * 100;
  if (Math.abs(percent) < 0.05) return { direction: 'same', percent: 0 };
  return { direction: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}
