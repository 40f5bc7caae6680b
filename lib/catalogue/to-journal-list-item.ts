// Maps a catalogue row to the list/card shape, which clients of the original
// product read by these exact keys. Pure: used by the list, the search and later the recommendations.
import type { Journal } from '../generated/prisma/client';
import { formatAcceptanceRate, formatApc, formatReviewTime } from './format-journal-values';
import type { JournalListItem } from './journal-types';

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
  | 'country'
  | 'publisher'
  | 'categoryList'
  | 'acceptanceRate'
>;

export const journalListSelect = {
  sourceId: true,
  title: true,
  areaList: true,
  sjrBestQuartile: true,
  reviewTimeWeeks: true,
  apcAmount: true,
  apcCurrency: true,
  apcSource: true,
  country: true,
  publisher: true,
  categoryList: true,
  acceptanceRate: true,
} as const satisfies Record<keyof JournalListRow, true>;

const joinedOrNull = (values: string[]): string | null => (values.length > 0 ? values.join('; ') : null);
const textOrNull = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

export function toJournalListItem(row: JournalListRow): JournalListItem {
  return {
    Sourceid: row.sourceId.toString(),
    'Nama Jurnal': row.title,
    Bidang: joinedOrNull(row.areaList),
    Quartile: textOrNull(row.sjrBestQuartile),
    'Lama Waktu': formatReviewTime(row.reviewTimeWeeks),
    Biaya: formatApc(row),
    Country: textOrNull(row.country),
    Publisher: textOrNull(row.publisher),
    Categories: joinedOrNull(row.categoryList),
    'Acceptance Rate': formatAcceptanceRate(row.acceptanceRate),
  };
}
