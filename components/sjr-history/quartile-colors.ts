// The quartile colours of the history charts, as Scimago draws them (Q1 green to Q4 red), with the band's
// transparency, so the SJR line stays readable over them. Pure.
import type { SjrYear } from '@/lib/schemas/sjr-history';

type Quartile = NonNullable<SjrYear['quartile']>;

export const quartileColors: Record<Quartile, string> = {
  Q1: '#a4cf63',
  Q2: '#e8d559',
  Q3: '#fba353',
  Q4: '#dd5a4e',
};

export const quartiles = Object.keys(quartileColors) as Quartile[];

/** The band behind a year: its quartile's colour, see-through; none for a year without a quartile. */
export function bandColor(quartile: Quartile | null): string | null {
  return quartile === null ? null : `${quartileColors[quartile]}59`;
}
