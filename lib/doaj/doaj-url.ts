// The journal's page on doaj.org: the full export's own record address, else DOAJ's table of contents by ISSN
// (doaj.org/toc/<ISSN> opens the journal's record), with the hyphenated ISSN DOAJ writes.

export function doajUrl(entry: { doajUrl: string | null; eIssn: string | null; pIssn: string | null }): string {
  if (entry.doajUrl) return entry.doajUrl;
  const issn = entry.eIssn ?? entry.pIssn ?? '';
  return `https://doaj.org/toc/${encodeURIComponent(issn)}`;
}
