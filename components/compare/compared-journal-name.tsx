// A compared journal's name, linking to its page (a SINTA journal: its website, checked as http(s) by the compare
// id's rule), its warning mark when a predatory or hijacked list is tied to it, and, when more than two are compared, a link to the comparison without it (two is the least that
// compares).
import { getTranslations } from 'next-intl/server';
import { PredatoryMark } from '@/components/lists/predatory-mark';
import { Link } from '@/lib/i18n/navigation';
import type { ComparedJournal } from '@/lib/compare/compare-journals';
import { compareHref } from '@/lib/shared/compare-id';
import { MIN_COMPARED } from '@/lib/shared/compare-limits';

interface ComparedJournalNameProps {
  journal: ComparedJournal;
  journals: ComparedJournal[];
}

export async function ComparedJournalName({ journal, journals }: ComparedJournalNameProps) {
  const t = await getTranslations('Compare');
  const others = journals.filter((other) => other.Sourceid !== journal.Sourceid).map((other) => other.Sourceid);
  const nameClassName = 'font-semibold text-slate-900 hover:text-blue-700 hover:underline';
  return (
    <>
      {journal.kind === 'sinta' ? (
        <a href={journal.Sourceid} target="_blank" rel="noopener noreferrer" data-testid="compare-journal-name" className={nameClassName}>
          {journal.Title}
        </a>
      ) : (
        <Link href={`/journal/${journal.Sourceid}`} data-testid="compare-journal-name" className={nameClassName}>
          {journal.Title}
        </Link>
      )}
      <PredatoryMark sourceId={journal.Sourceid} />
      {others.length >= MIN_COMPARED ? (
        <Link
          href={compareHref(others)}
          data-testid="compare-remove"
          aria-label={t('removeLabel', { name: journal.Title })}
          className="mt-1 block text-xs font-medium text-rose-700 hover:underline"
        >
          {t('remove')}
        </Link>
      ) : null}
    </>
  );
}
