'use client';
// TEMPORARY placeholder, replaced by the realtime work: the fixed live visitor badge (spec §1).
export function VisitorBadge() {
  return <div data-testid="visitor-badge">Pengunjung situs saat ini: 0</div>;
}
