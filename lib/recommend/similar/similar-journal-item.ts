// A similar journal as a journal page lists it: where it links (its catalogue page or its SINTA page), its title, and
// the figures a researcher compares at a glance: the SJR best quartile and the APC as the catalogue gives it (price,
// kind, source and date), or the SINTA level (SINTA publishes no APC).
import { toApcFigure } from '../../catalogue/journal-figures';
import type { ApcFigure } from '../../catalogue/journal-types';
import type { CatalogueEntry } from '../engine/catalogue-entry';

export type SimilarJournalItem =
  | { type: 'scopus'; sourceId: string; title: string; quartile: string | null; apc: ApcFigure | null }
  | { type: 'sinta'; id: number; title: string; level: number };

export function toSimilarJournalItem(entry: CatalogueEntry): SimilarJournalItem {
  if (entry.type === 'sinta') return { type: 'sinta', id: entry.id, title: entry.title, level: entry.accreditation };
  const apc = toApcFigure({
    ...entry,
    metricsSource: entry.metricsSource ?? null,
    apcYear: entry.apcYear ?? null,
    apcOrigin: entry.apcOrigin ?? null,
    apcObservedOn: entry.apcObservedOn ?? null,
  });
  return { type: 'scopus', sourceId: entry.sourceId, title: entry.title, quartile: entry.sjrBestQuartile, apc };
}
