// The vendored files the reference lists are built from, relative to the data folder (see data/SOURCES.md). The SJR
// editions are the catalogue's own files: new and discontinued titles are derived from them until Elsevier's arrive.
import path from 'node:path';
import { catalogueFiles } from '../../catalogue/import/catalogue-files';

export const listFiles = {
  beallsJournals: path.join('predatory', 'beallslist-standalone-journals.json.gz'),
  beallsPublishers: path.join('predatory', 'beallslist-publishers.json.gz'),
  predatoryJournalsOrgJournals: path.join('predatory', 'predatoryjournals-org-journals.csv.gz'),
  predatoryJournalsOrgPublishers: path.join('predatory', 'predatoryjournals-org-publishers.csv.gz'),
  hijacked: path.join('predatory', 'stoppredatory-hijacked.csv.gz'),
  sjr2025: catalogueFiles.sjr,
  sjr2024: catalogueFiles.apcEstimates,
} as const;

export type ListFile = keyof typeof listFiles;

export function listFilePaths(dataDir: string): Record<ListFile, string> {
  const entries = Object.entries(listFiles).map(([name, file]) => [name, path.join(dataDir, file)]);
  return Object.fromEntries(entries) as Record<ListFile, string>;
}
