// The hijacked-journals list of stop-predatory-journals (CSV: hijacked, hijackedabbr, hijackedurl, althijackedurl,
// authentic, authenticabbr, authenticurl). One entry per hijacked site (normalised link, else name); no date.
import path from 'node:path';
import { ImportFileError } from '../../import/import-file-error';
import { readTable } from '../../import/read-table';
import { listSources } from '../list-sources';
import { cleanListText, normaliseLink } from '../../shared/normalise-link';
import { listEntryKey } from './merge-list-entries';

export interface HijackedRecord {
  name: string;
  abbreviation: string | null;
  link: string | null;
  alternateLink: string | null;
  host: string | null;
  authenticName: string | null;
  authenticAbbreviation: string | null;
  authenticLink: string | null;
  normalisedKey: string;
  source: string;
  sourceListDate: null;
}

const columnNames = ['hijacked', 'hijackedabbr', 'hijackedurl', 'althijackedurl', 'authentic', 'authenticabbr', 'authenticurl'];
const optional = (text: string | undefined) => cleanListText(text ?? '') || null;

export async function readHijackedList(file: string): Promise<{ records: HijackedRecord[]; duplicates: number }> {
  const byKey = new Map<string, HijackedRecord>();
  let duplicates = 0;
  let at: number[] = [];
  await readTable(
    file,
    { delimiter: ',', encoding: 'utf-8' },
    (header) => {
      at = columnNames.map((name) => header.indexOf(name));
      if (at.some((index) => index < 0)) {
        throw new ImportFileError(`${path.basename(file)} needs the columns ${columnNames.join(', ')}`);
      }
    },
    (fields) => {
      const [name, abbreviation, link, alternateLink, authenticName, authenticAbbreviation, authenticLink] = at.map(
        (index) => optional(fields[index]),
      );
      const key = listEntryKey({ name: name ?? '', link: link ?? null });
      if (!key || !name) return;
      if (byKey.has(key)) {
        duplicates += 1;
        return;
      }
      byKey.set(key, {
        name,
        abbreviation: abbreviation ?? null,
        link: link ?? null,
        alternateLink: alternateLink ?? null,
        host: normaliseLink(link)?.host ?? null,
        authenticName: authenticName ?? null,
        authenticAbbreviation: authenticAbbreviation ?? null,
        authenticLink: authenticLink ?? null,
        normalisedKey: key,
        source: listSources.stopPredatoryJournals.name,
        sourceListDate: null,
      });
    },
  );
  return { records: [...byKey.values()], duplicates };
}
