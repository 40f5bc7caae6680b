// beallslist.net's lists as dataesr/bso-publications keeps them: a JSON array of `{ url, journal_raw }` (journals)
// or `{ url, publisher_raw }` (publishers). The list carries no date, so none is stored.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import type { RawListEntry } from './raw-list-entry';
import { readWholeTextFile } from '../../import/read-gzip-text';

export async function readBeallsList(file: string, kind: 'journals' | 'publishers'): Promise<RawListEntry[]> {
  const label = path.basename(file);
  await access(file).catch(() => {
    throw new ImportFileError(`Data file not found: ${file} (see data/SOURCES.md)`);
  });
  let items: unknown;
  try {
    items = JSON.parse(await readWholeTextFile(file));
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`${label} is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(items)) throw new ImportFileError(`${label} is not a JSON array`);
  const nameKey = kind === 'journals' ? 'journal_raw' : 'publisher_raw';
  return items.map((item: unknown, index): RawListEntry => {
    const record = (item ?? {}) as Record<string, unknown>;
    const name = record[nameKey];
    const url = record.url;
    if (typeof name !== 'string' || (url !== undefined && url !== null && typeof url !== 'string')) {
      throw new ImportFileError(`${label} entry ${index + 1}: needs a text "${nameKey}" and a text "url"`);
    }
    return { source: 'bealls', name, link: url || null, listedSince: null, position: index };
  });
}
