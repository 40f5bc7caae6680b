// SINTA accreditation levels 1..6 in their three spellings: the data file's "S3 Accredited", the label that pages
// and the API's `Current Accreditation` show ("Sinta 3"), and what a client may send as a filter ("Sinta 3", "S3",
// "3").

export const SINTA_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type SintaLevel = (typeof SINTA_LEVELS)[number];

export function sintaLabel(level: number): string {
  return `Sinta ${level}`;
}

/** A level from any of the spellings, case and spaces ignored; null when it names none of 1..6. */
export function parseSintaLevel(text: string): SintaLevel | null {
  const match = /^(?:sinta\s*|s)?([1-6])(?:\s*accredited)?$/i.exec(text.trim());
  return match ? (Number(match[1]) as SintaLevel) : null;
}
