// The vendored data files the catalogue is built from, relative to the data folder (see data/SOURCES.md).
// One place for the names, so the importer, its script and its tests cannot disagree.
import path from 'node:path';

export const catalogueFiles = {
  sjr: path.join('sjr', 'scimagojr-2025.csv.gz'),
  apcEstimates: path.join('sjr', 'scimagojr-2024-value.csv.gz'),
  publisherApcs: path.join('apc', 'apc-dataverse.tsv.gz'),
} as const;

export function catalogueFilePaths(dataDir: string): Record<keyof typeof catalogueFiles, string> {
  return {
    sjr: path.join(dataDir, catalogueFiles.sjr),
    apcEstimates: path.join(dataDir, catalogueFiles.apcEstimates),
    publisherApcs: path.join(dataDir, catalogueFiles.publisherApcs),
  };
}
