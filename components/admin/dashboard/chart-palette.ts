// One 10-colour palette for every admin chart, and the device pie's labels with their share in percent.
// Pure, so it is tested without chart.js.
export const chartPalette = [
  '#1d4ed8',
  '#059669',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#475569',
] as const;

export function paletteFor(count: number): string[] {
  return Array.from({ length: count }, (_, index) => chartPalette[index % chartPalette.length] ?? '#475569');
}

/** "desktop (62.5%)": each slice of the device pie is labelled with its share. */
export function withPercentages(labels: string[], counts: number[]): string[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return labels.map((label, index) => {
    const share = total === 0 ? 0 : ((counts[index] ?? 0) / total) * 100;
    return `${label} (${share.toFixed(1)}%)`;
  });
}
