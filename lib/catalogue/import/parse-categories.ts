// SJR's categories ("Hematology (Q1); Oncology (Q1)") and areas ("Medicine; Nursing") as clean lists. Names carry
// their own parentheses ("Medicine (miscellaneous) (Q1)", "Neurology (clinical)"): only a final "(Qn)" is a quartile.
import type { Quartile } from '../../import/parse-values';
import { cleanText } from '../../import/parse-values';

export interface CategoryQuartile {
  name: string;
  /** The journal's quartile in this category; null where SJR gives none. */
  quartile: Quartile | null;
}

const trailingQuartile = /\s*\((Q[1-4])\)\s*$/;

export function parseCategories(text: string): CategoryQuartile[] {
  const categories: CategoryQuartile[] = [];
  for (const part of text.split(';')) {
    const entry = cleanText(part);
    if (entry === '') continue;
    const match = trailingQuartile.exec(entry);
    // Collapse the double spaces SJR leaves inside some names ("(miscellaneous)  (Q1)").
    const name = (match ? entry.slice(0, match.index) : entry).replace(/\s+/g, ' ');
    if (categories.some((category) => category.name === name)) continue;
    categories.push({ name, quartile: match ? (match[1] as Quartile) : null });
  }
  return categories;
}

/** Areas are separated by semicolons only: names contain commas ("Biochemistry, Genetics and Molecular Biology"). */
export function parseAreas(text: string): string[] {
  const areas: string[] = [];
  for (const part of text.split(';')) {
    const area = cleanText(part).replace(/\s+/g, ' ');
    if (area !== '' && !areas.includes(area)) areas.push(area);
  }
  return areas;
}
