// The note on the new and discontinued pages saying which list they show (the API's `source`, data/SOURCES.md):
// Elsevier's list once an operator imported it, else the stand-in derived from SJR, named for what it is, so that it
// never passes for Elsevier's list. Nothing is claimed that the data does not hold.
import { useFormatter, useTranslations } from 'next-intl';
import type { ListOrigin } from '@/lib/lists/list-types';

interface ListSourceNoteProps {
  list: 'new' | 'discontinued';
  source: ListOrigin;
}

export function ListSourceNote({ list, source }: ListSourceNoteProps) {
  const t = useTranslations('ListSource');
  const format = useFormatter();
  const isOfficial = source.origin === 'elsevier';
  const imported = source.importedAt ? format.dateTime(new Date(source.importedAt), { dateStyle: 'long' }) : null;
  const title = isOfficial ? t(`${list}OfficialTitle`) : t(`${list}StandInTitle`);
  const text = isOfficial
    ? imported
      ? t('officialImported', { date: imported })
      : t('officialText')
    : t(`${list}StandInText`);
  const toneClassName = isOfficial ? 'border-blue-200 bg-blue-50 text-blue-950' : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <aside data-testid="list-source-note" data-origin={source.origin} className={`rounded-xl border px-4 py-3 text-sm ${toneClassName}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
    </aside>
  );
}
