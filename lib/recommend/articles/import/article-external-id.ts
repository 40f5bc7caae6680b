// An imported article's key: a digest of its journal, normalised title and year, so that the same article read again
// (from the same file, another export or with its title in other capitals) is the same row.
import { createHash } from 'node:crypto';
import { normaliseTitle } from './normalise-title';

export function articleExternalId(sourceId: string, title: string, year: number | null): string {
  return createHash('sha256')
    .update(`${sourceId}\n${normaliseTitle(title)}\n${year ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}
