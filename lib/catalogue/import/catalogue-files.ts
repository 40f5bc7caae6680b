// The vendored data files the catalogue is built from, relative to the data folder (see data/SOURCES.md).
// One place for the names, so the importer, its script and its tests cannot disagree.
import path from 'node:path';

export const catalogueFiles = {
  sjr: path.join('sjr', 'scimagojr-2025.csv.gz'),
  apcEstimates: path.join('sjr', 'scimagojr-2024-value.csv.gz'),
  publisherApcs: path.join('apc', 'apc-dataverse.tsv.gz'),
  /** Wiley's own days to first decision, acceptance rates and 2026 prices. */
  wileyJournalFinder: path.join('metrics', 'wiley-journal-finder-2026-08.csv.gz'),
  /** PLOS's median days from submission to acceptance and to publication, 2022-11-29 to 2023-11-29. */
  plosTurnaround: path.join('metrics', 'plos-turnaround-2023.csv.gz'),
  /** SCImago's SJR, best quartile, H index and documents of every source per year, 1999–2025 (2023 missing). */
  sjrHistory: path.join('sjr', 'sjr-history.csv.gz'),
} as const;

export type CatalogueFile = keyof typeof catalogueFiles;

export function catalogueFilePaths(dataDir: string): Record<CatalogueFile, string> {
  const paths = {} as Record<CatalogueFile, string>;
  for (const [name, file] of Object.entries(catalogueFiles)) paths[name as CatalogueFile] = path.join(dataDir, file);
  return paths;
}
