// The metrics of a journal: rank, SJR, H index, review time and APC, N/A when unknown. The APC says where
// it comes from (the publisher's price, or an estimate from SJR 2024), because the two differ in trust.
import { getFormatter, getTranslations } from 'next-intl/server';
import { DetailList } from '@/components/ui/detail-list';
import { SectionCard } from '@/components/ui/section-card';
import type { JournalDetail } from '@/lib/catalogue/journal-types';

export async function JournalMetrics({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('Journal');
  const format = await getFormatter();
  const notAvailable = t('notAvailable');
  const number = (value: number | null, digits = 0) =>
    value === null ? notAvailable : format.number(value, { maximumFractionDigits: digits });
  const apcOrigin =
    journal.apcSource === 'publisher'
      ? journal.apcYear
        ? t('apcFromPublisherYear', { year: journal.apcYear })
        : t('apcFromPublisher')
      : journal.apcSource === 'estimate'
        ? t('apcEstimate')
        : null;

  return (
    <SectionCard id="journal-metrics-heading" testId="journal-metrics" title={t('metrics')}>
      <DetailList
        entries={[
          { label: t('rank'), value: number(journal.Rank), testId: 'journal-metric-rank' },
          { label: t('sjr'), value: number(journal.SJR, 3), testId: 'journal-sjr' },
          { label: t('hIndex'), value: number(journal['H index']), testId: 'journal-h-index' },
          { label: t('reviewTime'), value: journal['Lama Waktu'] ?? notAvailable, testId: 'journal-review-time' },
          {
            label: t('apc'),
            value: (
              <>
                <span>{journal.Biaya ?? notAvailable}</span>
                {apcOrigin ? (
                  <span data-testid="journal-apc-origin" className="mt-0.5 block text-xs text-slate-500">
                    {apcOrigin}
                  </span>
                ) : null}
              </>
            ),
            testId: 'journal-apc',
          },
        ]}
      />
    </SectionCard>
  );
}
