// A compared journal's name, linking to its page, and, when more than two are compared, a link to the comparison
// without it (two is the least that compares).
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { MIN_COMPARED } from '@/lib/shared/compare-limits';

interface ComparedJournalNameProps {
  journal: JournalDetail;
  journals: JournalDetail[];
}

export async function ComparedJournalName({ journal, journals }: ComparedJournalNameProps) {
  const t = await getTranslations('Compare');
  const others = journals.filter((other) => other.Sourceid !== journal.Sourceid).map((other) => other.Sourceid);
  return (
    <>
      <Link
        href={`/journal/${journal.Sourceid}`}
        data-testid="compare-journal-name"
        className="font-semibold text-slate-900 hover:text-blue-700 hover:underline"
      >
        {journal.Title}
      </Link>
      {others.length >= MIN_COMPARED ? (
        <Link
          href={`/compare?ids=${others.join(',')}`}
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
