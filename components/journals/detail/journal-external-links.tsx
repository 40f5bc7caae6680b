// The journal elsewhere: its page on Scimago (by Sourceid), where its SJR, quartile and H index come from, and its own
// site when a data set gives it, with that data set named. Links to other sites open in a new tab, pass no referrer
// and no ranking (nofollow), and say both to screen readers.
import { getTranslations } from 'next-intl/server';
import type { JournalDetail } from '@/lib/catalogue/journal-types';

const linkClassName =
  'inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-blue-800 ring-1 ring-inset ' +
  'ring-blue-600/30 hover:bg-blue-50 hover:underline';

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path d="M11 3a1 1 0 1 0 0 2h2.586l-6.293 6.293a1 1 0 1 0 1.414 1.414L15 6.414V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}

/** A link to another site: a new tab, no referrer, no ranking, and screen readers told of the new tab. */
function ExternalLink({ href, testId, label, newTab }: { href: string; testId: string; label: string; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" data-testid={testId} className={linkClassName}>
      {label}
      <ExternalIcon />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

export async function JournalExternalLinks({ journal }: { journal: JournalDetail }) {
  const t = await getTranslations('JournalLinks');
  const newTab = t('opensInNewTab');
  return (
    <nav aria-label={t('heading')} data-testid="journal-external-links" className="mt-4 flex flex-wrap items-center gap-2">
      <ExternalLink href={journal.scimagoUrl} testId="journal-scimago-link" label={t('scimago')} newTab={newTab} />
      {journal.website ? (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <ExternalLink href={journal.website.url} testId="journal-website-link" label={t('website')} newTab={newTab} />
          {journal.website.source ? (
            <span data-testid="journal-website-source" className="text-xs text-slate-500">
              {t('websiteSource', { source: journal.website.source })}
            </span>
          ) : null}
        </span>
      ) : null}
    </nav>
  );
}
