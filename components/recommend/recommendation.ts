// The AI recommendation records as the home page receives them (POST /api/ai/recommend, which applies the home page's
// filters), mapped to the list/card shape, and what the filters left out, as the results tell it.
import type { JournalListItem } from '@/lib/catalogue/journal-types';
import type { RecommendationReason } from '@/lib/recommend/engine/explain';
import type { MatchLabel } from '@/lib/recommend/engine/match-label';
import type { LeftOut } from '@/lib/recommend/recommendation-answer';
import type { RecommendationRecord } from '@/lib/recommend/recommendation-record';

// Types only: the records' shape is the API's own (lib/recommend), nothing of the engine reaches the browser.
export type { RecommendationReason } from '@/lib/recommend/engine/explain';
export type { MatchLabel } from '@/lib/recommend/engine/match-label';
export type { RecommendationRecord } from '@/lib/recommend/recommendation-record';

export interface RecommendedJournal {
  journal: JournalListItem;
  type: 'scopus' | 'sinta';
  score: number;
  /** The score's label (strong, good, partial): the score is not a probability, so no percentage is shown. */
  match: MatchLabel;
  reasons: RecommendationReason[];
}

export function toRecommendedJournal(record: RecommendationRecord): RecommendedJournal {
  return {
    journal: {
      Sourceid: record.Sourceid,
      'Nama Jurnal': record.Title,
      Bidang: record.Areas,
      Quartile: record['SJR Best Quartile'],
      'Lama Waktu': record['Time to Accept'],
      Biaya: record['Cost APC'],
      Country: record.Country,
      Publisher: record.Publisher,
      Categories: record.Categories,
      'Acceptance Rate': record['Acceptance Rate'],
      reviewTime: record.reviewTime,
      acceptanceRate: record.acceptanceRate,
      apc: record.apc,
      doaj: record.doaj,
    },
    type: record.type,
    score: record.score,
    match: record.match,
    reasons: record.reasons,
  };
}

/** The filters that left journals out, the most first (ties in the request's order), those that left none out dropped. */
export function leftOutByFilter(leftOut: LeftOut): { filter: string; count: number }[] {
  return Object.entries(leftOut.byFilter)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([filter, count]) => ({ filter, count }))
    .sort((a, b) => b.count - a.count);
}

/** A SINTA journal's website as a safe outside link: http(s) only, https:// added to a bare host. */
export function sintaHref(website: string): string | undefined {
  const value = website.trim();
  if (!value) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  return /^https?:\/\//i.test(withScheme) ? withScheme : undefined;
}
