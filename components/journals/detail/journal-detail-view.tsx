// The journal page's body: a back link, the header, general information, metrics,
// statistics, the SJR history by year and the subscription prompt, with the cross-link warnings under the header; two
// columns from lg.
import { getTranslations } from 'next-intl/server';
import { JournalHistorySection } from '@/components/sjr-history/journal-history-section';
import { Link } from '@/lib/i18n/navigation';
import type { JournalDetail } from '@/lib/catalogue/journal-types';
import { JournalCrossLinks } from './journal-cross-links';
import { JournalDetailHeader } from './journal-detail-header';
import { JournalGeneralInfo } from './journal-general-info';
import { JournalMetrics } from './journal-metrics';
import { JournalStatistics } from './journal-statistics';
import { SubscribePrompt } from './subscribe-prompt';

export async function JournalDetailView({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('Journal');
  return (
    <article data-testid="journal-detail" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {/* The back link goes to the home page of the language being read (/id or /en). */}
      <Link
        href="/"
        data-testid="journal-back-link"
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span>
        {t('back')}
      </Link>
      <div className="mt-4 space-y-6">
        <JournalDetailHeader journal={journal} />
        {/* Warnings next to the title: a researcher must not miss them. */}
        <JournalCrossLinks sourceId={journal.Sourceid} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <JournalGeneralInfo journal={journal} />
          <div className="space-y-6">
            <JournalMetrics journal={journal} />
            <SubscribePrompt />
          </div>
        </div>
        <JournalStatistics journal={journal} />
        <JournalHistorySection journal={journal} />
      </div>
    </article>
  );
}
