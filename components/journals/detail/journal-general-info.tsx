// General information of a journal: country and region, publisher, ISSN, coverage years, areas, the categories each
// with its own quartile, and its DOAJ entry (or that DOAJ does not list it).
import { getTranslations } from 'next-intl/server';
import { DetailList } from '@/components/ui/detail-list';
import { SectionCard } from '@/components/ui/section-card';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { QuartileBadge } from '../../ui/quartile-badge';
import { DoajFacts } from '@/components/figures/doaj-facts';
import { countryWithRegion, printedIssns } from './journal-facts';

export async function JournalGeneralInfo({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('Journal');
  const notAvailable = t('notAvailable');
  const issns = printedIssns(journal);
  const categories =
    journal.categoryQuartiles.length > 0 ? (
      <ul className="flex flex-wrap gap-2">
        {journal.categoryQuartiles.map((category) => (
          <li key={category.name} className="inline-flex items-center gap-1.5 rounded-lg bg-slate-50 px-2 py-1 ring-1 ring-slate-200">
            <span>{category.name}</span>
            <QuartileBadge quartile={category.quartile} notAvailable={notAvailable} label={t('quartile')} />
          </li>
        ))}
      </ul>
    ) : (
      (journal.Categories ?? notAvailable)
    );

  return (
    <SectionCard id="journal-general-heading" testId="journal-general" title={t('generalInfo')}>
      <DetailList
        entries={[
          { label: t('countryRegion'), value: countryWithRegion(journal) ?? notAvailable, testId: 'journal-country' },
          { label: t('publisher'), value: journal.Publisher ?? notAvailable, testId: 'journal-general-publisher' },
          { label: t('issn'), value: issns.length > 0 ? issns.join(', ') : notAvailable, testId: 'journal-issn' },
          { label: t('coverage'), value: journal.Coverage ?? notAvailable, testId: 'journal-coverage' },
          { label: t('areas'), value: journal.Areas ?? notAvailable, testId: 'journal-areas' },
          { label: t('categories'), value: categories, testId: 'journal-categories' },
          { label: t('doaj'), value: <DoajFacts doaj={journal.doaj} showAbsent />, testId: 'journal-doaj' },
        ]}
      />
    </SectionCard>
  );
}
