// Small readings of a JournalDetail shared by the journal page's sections and its metadata: the docs-of-the-year
// figure (its key carries the data's own year), ISSNs as printed (1542-4863), country with region.
import type { JournalDetail } from '@/lib/catalogue/journal-types';

const totalDocsOfYearKey = /^Total Docs\. \((\d{4})\)$/;

/** The "Total Docs. (<year>)" entry, whatever year the imported file counts (not a fixed 2024). */
export function totalDocsOfYear(journal: JournalDetail): { year: number; value: number | null } | null {
  for (const key of Object.keys(journal)) {
    const match = totalDocsOfYearKey.exec(key);
    if (match) return { year: Number(match[1]), value: journal[key as `Total Docs. (${number})`] };
  }
  return null;
}

/** "15424863" → "1542-4863"; anything that is not eight characters stays as it is. */
export function printedIssn(issn: string): string {
  return /^[0-9]{7}[0-9X]$/i.test(issn) ? `${issn.slice(0, 4)}-${issn.slice(4)}` : issn;
}

export function printedIssns(journal: JournalDetail): string[] {
  if (journal.issns.length > 0) return journal.issns.map(printedIssn);
  return (journal.Issn ?? '')
    .split(/[,;]\s*/)
    .map((issn) => issn.trim())
    .filter(Boolean)
    .map(printedIssn);
}

export function countryWithRegion(journal: JournalDetail): string | null {
  if (journal.Country && journal.Region) return `${journal.Country} (${journal.Region})`;
  return journal.Country ?? journal.Region;
}
