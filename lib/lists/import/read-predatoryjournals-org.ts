// predatoryjournals.org's lists as felconmar/predatory-journals-extractor keeps them: CSV `Journal|Publisher, Link,
// Since`, where Since is the UTC time the extractor first saw the entry on the list (its snapshots start 2025-06-20).
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { CellError } from '../../import/parse-values';
import { readTable } from '../../import/read-table';
import type { RawListEntry } from './raw-list-entry';

/** "2025-06-20 17:37:18" (UTC, as the extractor writes it) to an ISO instant. */
export function parseSince(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|\+00:?00)?$/.exec(value);
  const instant = match ? new Date(`${match[1]}T${match[2]}Z`) : null;
  if (!instant || Number.isNaN(instant.getTime())) throw new CellError(`Since "${text}" is not a date and time`);
  return instant.toISOString();
}

export async function readPredatoryJournalsOrg(file: string, kind: 'journals' | 'publishers'): Promise<RawListEntry[]> {
  const nameColumn = kind === 'journals' ? 'Journal' : 'Publisher';
  const entries: RawListEntry[] = [];
  let columns = { name: -1, link: -1, since: -1 };
  await readTable(
    file,
    { delimiter: ',', encoding: 'utf-8' },
    (header) => {
      columns = { name: header.indexOf(nameColumn), link: header.indexOf('Link'), since: header.indexOf('Since') };
      if (Object.values(columns).some((index) => index < 0)) {
        throw new ImportFileError(`${path.basename(file)} needs the columns ${nameColumn}, Link and Since`);
      }
    },
    (fields) => {
      entries.push({
        source: 'predatoryJournalsOrg',
        name: fields[columns.name] ?? '',
        link: fields[columns.link]?.trim() || null,
        listedSince: parseSince(fields[columns.since] ?? ''),
        position: entries.length,
      });
    },
  );
  return entries;
}
