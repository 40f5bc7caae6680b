// Document and citation statistics of a journal: docs of the data year, docs and cites over 3 years,
// references, cites per doc (2 years), references per doc, % female authors, SDG and Overton (policy citations,
// which the 2025 SJR file has in place of SDG). N/A when unknown; numbers in the page's format.
import { getLocale, getTranslations } from 'next-intl/server';
import { DetailList } from '@/components/ui/detail-list';
import { SectionCard } from '@/components/ui/section-card';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { totalDocsOfYear } from './journal-facts';

export async function JournalStatistics({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('Journal');
  const format = catalogueNumberFormat(await getLocale());
  const notAvailable = t('notAvailable');
  const number = (value: number | null | undefined, digits = 0) =>
    value === null || value === undefined ? notAvailable : format.number(value, digits);
  const docsOfYear = totalDocsOfYear(journal);
  const female = journal['%Female'];

  return (
    <SectionCard id="journal-statistics-heading" testId="journal-statistics" title={t('statistics')}>
      <DetailList
        entries={[
          {
            label: t('totalDocsYear', { year: docsOfYear?.year ?? journal.dataYear }),
            value: number(docsOfYear?.value),
            testId: 'journal-total-docs-year',
          },
          { label: t('totalDocs3Years'), value: number(journal['Total Docs. (3years)']), testId: 'journal-total-docs-3y' },
          { label: t('totalCites3Years'), value: number(journal['Total Cites (3years)']), testId: 'journal-total-cites-3y' },
          { label: t('totalRefs'), value: number(journal['Total Refs.']), testId: 'journal-total-refs' },
          { label: t('citesPerDoc2Years'), value: number(journal['Cites / Doc. (2years)'], 2), testId: 'journal-cites-per-doc' },
          { label: t('refsPerDoc'), value: number(journal['Ref. / Doc.'], 2), testId: 'journal-refs-per-doc' },
          { label: t('femalePercent'), value: female === null ? notAvailable : `${number(female, 2)}%`, testId: 'journal-female' },
          { label: t('sdg'), value: number(journal.SDG), testId: 'journal-sdg' },
          { label: t('overton'), value: number(journal.Overton), testId: 'journal-overton' },
        ]}
      />
    </SectionCard>
  );
}
