// The journal's page on Scimago (SCImago Journal & Country Rank), found by its Sourceid: the catalogue's SJR, quartile
// and H index come from there, so a researcher can check them at the source.
export function scimagoUrl(sourceId: string): string {
  return `https://www.scimagojr.com/journalsearch.php?q=${encodeURIComponent(sourceId)}&tip=sid`;
}
