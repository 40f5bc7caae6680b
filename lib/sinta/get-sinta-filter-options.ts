// GET /api/sinta/filter-options: the subject areas present and the accreditation levels present ("Sinta 1"…),
// kept five minutes (they change only on an import; an empty answer during the first import is not kept).
import 'server-only';
import { db } from '../core/db';
import { createTtlCache } from '../shared/ttl-cache';
import { sintaLabel } from '../shared/sinta-accreditation';
import type { SintaFilterOptions } from './sinta-types';

const cache = createTtlCache<SintaFilterOptions>({
  ttlMs: 300_000,
  maxEntries: 1,
  isCacheable: (options) => options.accreditations.length > 0,
});

async function load(): Promise<SintaFilterOptions> {
  const [subjects, levels] = await Promise.all([
    db.$queryRaw<{ subject: string }[]>`
      SELECT DISTINCT unnest(subject_areas) AS subject FROM sinta_journals ORDER BY subject`,
    db.$queryRaw<{ accreditation: number }[]>`
      SELECT DISTINCT accreditation FROM sinta_journals ORDER BY accreditation`,
  ]);
  return {
    subjects: subjects.map((row) => row.subject),
    accreditations: levels.map((row) => sintaLabel(row.accreditation)),
  };
}

export function getSintaFilterOptions(): Promise<SintaFilterOptions> {
  return cache.get('options', load);
}
