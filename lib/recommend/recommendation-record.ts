// The answer's record (the original product's recommendation fields, close to the list shape) plus type, score, the
// score's label (match: strong, good or partial; the score is not a probability) and reasons.
// SINTA journals fill it as far as SINTA's data goes: Sourceid is their favourite id (the website, or the SINTA profile
// URL where the website is no usable address), the quartile field their SINTA level.
import { formatApc, formatFigure } from '../catalogue/format-journal-values';
import { chooseAcceptanceRate, chooseReviewTime, toApcFigure } from '../catalogue/journal-figures';
import type { ApcFigure, JournalFigure } from '../catalogue/journal-types';
import type { DoajFacts } from '../doaj/doaj-facts';
import { sintaLabel } from '../shared/sinta-accreditation';
import type { RecommendationReason } from './engine/explain';
import { type MatchLabel, matchLabel } from './engine/match-label';
import type { Recommendation } from './recommender';

export interface RecommendationRecord {
  Sourceid: string;
  Title: string;
  Areas: string | null;
  'SJR Best Quartile': string | null;
  'Time to Accept': string | null;
  'Cost APC': string | null;
  Country: string | null;
  Publisher: string | null;
  Categories: string | null;
  'Acceptance Rate': string | null;
  /** The figures behind the texts, with what they measure, their source and date, as the catalogue gives them. */
  reviewTime: JournalFigure | null;
  acceptanceRate: JournalFigure | null;
  apc: ApcFigure | null;
  type: 'scopus' | 'sinta';
  score: number;
  /** What the score may be called (engine/match-label.ts): strong, good or partial. */
  match: MatchLabel;
  reasons: RecommendationReason[];
  /** The journal's DOAJ entry (licence, Seal, manuscript languages, APC yes/no, DOAJ's date); null where not listed. */
  doaj: DoajFacts | null;
}

const joined = (values: string[]): string | null => (values.length > 0 ? values.join('; ') : null);

export function toRecommendationRecord(
  { entry, score, reasons, evidence }: Recommendation,
  doaj: DoajFacts | null = null,
): RecommendationRecord {
  if (entry.type === 'sinta') {
    // SINTA gives no price; DOAJ's APC "No" is the journal's own word that it charges nothing.
    const sintaApc: ApcFigure | null =
      doaj && !doaj.hasApc ? { amount: 0, currency: null, kind: 'noCharge', year: null, source: doaj.source, date: doaj.date } : null;
    return {
      Sourceid: entry.favoriteId ?? entry.websiteUrl,
      Title: entry.title,
      Areas: joined(entry.subjectAreas),
      'SJR Best Quartile': sintaLabel(entry.accreditation),
      'Time to Accept': null,
      'Cost APC': sintaApc ? 'No charge' : null,
      Country: 'Indonesia',
      // SINTA has no publisher column; the affiliation (the institution) is the closest, as on the SINTA page.
      Publisher: entry.affiliation,
      Categories: null,
      'Acceptance Rate': null,
      reviewTime: null,
      acceptanceRate: null,
      apc: sintaApc,
      type: 'sinta',
      score,
      match: matchLabel(score, evidence),
      reasons,
      doaj,
    };
  }
  // The catalogue's rule: an operator's own figure wins over a published one (lib/catalogue/journal-figures.ts).
  const columns = {
    ...entry,
    metricsSource: entry.metricsSource ?? null,
    apcYear: entry.apcYear ?? null,
    apcOrigin: entry.apcOrigin ?? null,
    apcObservedOn: entry.apcObservedOn ?? null,
  };
  const metrics = entry.metrics ?? [];
  const reviewTime = chooseReviewTime(columns, metrics);
  const acceptanceRate = chooseAcceptanceRate(columns, metrics);
  return {
    Sourceid: entry.sourceId,
    Title: entry.title,
    Areas: joined(entry.areaList),
    'SJR Best Quartile': entry.sjrBestQuartile,
    'Time to Accept': formatFigure(reviewTime),
    'Cost APC': formatApc(columns),
    Country: entry.country,
    Publisher: entry.publisher,
    Categories: joined(entry.categoryList),
    'Acceptance Rate': formatFigure(acceptanceRate),
    reviewTime,
    acceptanceRate,
    apc: toApcFigure(columns),
    type: 'scopus',
    score,
    match: matchLabel(score, evidence),
    reasons,
    doaj,
  };
}
