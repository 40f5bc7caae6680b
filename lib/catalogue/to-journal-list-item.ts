// Maps a catalogue row to the list/card shape, which clients of the original
// product read by these exact keys, with the figures behind its texts beside them. Pure: used by the list and the search.
import type { Journal } from '../generated/prisma/client';
import { formatApc, formatFigure } from './format-journal-values';
import {
  chooseAcceptanceRate,
  chooseReviewTime,
  type JournalMetricRow,
  toApcFigure,
} from './journal-figures';
import type { JournalListItem } from './journal-types';
import { type DoajRow, doajRowSelect, toDoajFacts } from '../doaj/doaj-facts';

/** The columns a card needs; services select exactly these (raw SQL aliases its columns to the same names). */
export type JournalListRow = Pick<
  Journal,
  | 'sourceId'
  | 'title'
  | 'areaList'
  | 'sjrBestQuartile'
  | 'reviewTimeWeeks'
  | 'apcAmount'
  | 'apcCurrency'
  | 'apcSource'
  | 'apcYear'
  | 'apcOrigin'
  | 'apcObservedOn'
  | 'country'
  | 'publisher'
  | 'categoryList'
  | 'acceptanceRate'
  | 'metricsSource'
> & {
  /** The journal's published figures (journal_metrics); none when left out. */
  metrics?: JournalMetricRow[];
  /** Its DOAJ entry; none when left out or not listed. */
  doaj?: DoajRow | null;
};

const joinedOrNull = (values: string[]): string | null => (values.length > 0 ? values.join('; ') : null);
const textOrNull = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

export function toJournalListItem(row: JournalListRow): JournalListItem {
  const metrics = row.metrics ?? [];
  const reviewTime = chooseReviewTime(row, metrics);
  const acceptanceRate = chooseAcceptanceRate(row, metrics);
  return {
    Sourceid: row.sourceId.toString(),
    'Nama Jurnal': row.title,
    Bidang: joinedOrNull(row.areaList),
    Quartile: textOrNull(row.sjrBestQuartile),
    'Lama Waktu': formatFigure(reviewTime),
    Biaya: formatApc(row),
    Country: textOrNull(row.country),
    Publisher: textOrNull(row.publisher),
    Categories: joinedOrNull(row.categoryList),
    'Acceptance Rate': formatFigure(acceptanceRate),
    reviewTime,
    acceptanceRate,
    apc: toApcFigure(row),
    doaj: toDoajFacts(row.doaj),
  };
}
