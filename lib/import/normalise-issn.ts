// ISSNs in one form for exact matching across sources: 8 characters, no hyphen, upper-case check digit X.
// SJR writes "15424863, 00079235", the APC data "1542-4863"; both become "15424863".

/** One ISSN in its normal form, or null when the text is not an ISSN. */
export function normaliseIssn(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{7}[\dX]$/.test(compact) ? compact : null;
}

/** Every ISSN in a list separated by commas, semicolons or spaces, normalised, without duplicates, in order. */
export function splitIssns(text: string): string[] {
  const found: string[] = [];
  for (const part of text.split(/[,;\s]+/)) {
    const issn = normaliseIssn(part);
    if (issn && !found.includes(issn)) found.push(issn);
  }
  return found;
}
