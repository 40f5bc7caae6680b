// DOAJ's "average number of weeks between article submission and publication" (an operator's full export) as the
// journal's figure of days from submission to publication, credited to DOAJ with the export's day. Listed after the
// publishers' own figures, which win where both exist.
import type { DoajIndex } from '../../doaj/doaj-index';
import { doajSource } from '../../doaj/doaj-record';
import type { VendoredFigure } from './vendored-figure';

export function doajWeeksFigures(
  journals: readonly { sourceId: string; doajKey: string | null; issns: string[] }[],
  index: DoajIndex,
): VendoredFigure[] {
  const byKey = new Map([...index.values()].map((match) => [match.key, match]));
  const figures: VendoredFigure[] = [];
  for (const journal of journals) {
    const weeks = journal.doajKey ? byKey.get(journal.doajKey)?.weeksToPublication : null;
    if (!weeks) continue;
    figures.push({
      sourceId: journal.sourceId,
      measure: 'submission_to_publication',
      value: weeks * 7,
      statistic: null,
      source: doajSource,
      asOf: byKey.get(journal.doajKey!)!.asOf,
      periodStart: null,
    });
  }
  return figures;
}
