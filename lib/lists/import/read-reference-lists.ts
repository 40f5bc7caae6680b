// Reads and checks every file of the reference lists before anything is written (a bad file changes nothing):
// the four predatory lists merged into journals and publishers, the hijacked list, and both SJR editions.
import { stat } from 'node:fs/promises';
import { ImportFileError } from '../../import/import-file-error';
import { readSjrJournals } from '../../catalogue/import/read-sjr-journals';
import { deriveDiscontinuedJournals, deriveNewJournals } from './derive-sjr-lists';
import { listFilePaths, type ListFile } from './list-files';
import type { DiscontinuedJournalRecord, NewJournalRecord } from './list-records';
import { mergeListEntries, type PredatoryRecord } from './merge-list-entries';
import { readBeallsList } from './read-bealls-list';
import { readHijackedList, type HijackedRecord } from './read-hijacked-list';
import { readPredatoryJournalsOrg } from './read-predatoryjournals-org';
import { readSjrSourceIds } from './read-sjr-source-ids';

export interface MergedList {
  records: PredatoryRecord[];
  /** Rows read per list, before merging. */
  read: { bealls: number; predatoryJournalsOrg: number };
}

export interface ReferenceLists {
  journals: MergedList;
  publishers: MergedList;
  hijacked: HijackedRecord[];
  newJournals: NewJournalRecord[];
  discontinued: DiscontinuedJournalRecord[];
}

async function requireFiles(files: Record<ListFile, string>): Promise<Record<ListFile, number>> {
  const sizes: Partial<Record<ListFile, number>> = {};
  for (const [name, file] of Object.entries(files) as [ListFile, string][]) {
    try {
      sizes[name] = (await stat(file)).size;
    } catch {
      throw new ImportFileError(`Data file not found: ${file} (see data/SOURCES.md)`);
    }
  }
  return sizes as Record<ListFile, number>;
}

export async function readReferenceLists(
  dataDir: string,
  onBytes?: (read: number, total: number) => void,
): Promise<ReferenceLists> {
  const files = listFilePaths(dataDir);
  const sizes = await requireFiles(files);
  const [beallsJournals, beallsPublishers, orgJournals, orgPublishers, hijacked] = await Promise.all([
    readBeallsList(files.beallsJournals, 'journals'),
    readBeallsList(files.beallsPublishers, 'publishers'),
    readPredatoryJournalsOrg(files.predatoryJournalsOrgJournals, 'journals'),
    readPredatoryJournalsOrg(files.predatoryJournalsOrgPublishers, 'publishers'),
    readHijackedList(files.hijacked),
  ]);
  // The two SJR files are most of the bytes: progress follows them.
  const total = sizes.sjr2024 + sizes.sjr2025;
  const ids2024 = await readSjrSourceIds(files.sjr2024, (read) => onBytes?.(read, total));
  const sjr2025 = await readSjrJournals(files.sjr2025, (read) => onBytes?.(sizes.sjr2024 + read, total));
  const merge = (bealls: typeof beallsJournals, org: typeof orgJournals): MergedList => ({
    records: mergeListEntries([...bealls, ...org]).records,
    read: { bealls: bealls.length, predatoryJournalsOrg: org.length },
  });
  return {
    journals: merge(beallsJournals, orgJournals),
    publishers: merge(beallsPublishers, orgPublishers),
    hijacked: hijacked.records,
    newJournals: deriveNewJournals(sjr2025, ids2024),
    discontinued: deriveDiscontinuedJournals(sjr2025),
  };
}
