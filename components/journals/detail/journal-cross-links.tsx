// The journal page's cross-links, rendered on the server so they are in the HTML: the predatory or hijacked
// list entries its SINTA profile's website falls under, whether Scopus discontinued it, and that SINTA profile's
// website. Nothing when there is nothing to say; a failed lookup is logged and leaves the page as it was.
import { getTranslations } from 'next-intl/server';
import { ListWarnings } from '@/components/lists/list-warnings';
import { Link } from '@/lib/i18n/navigation';
import { getJournalCrossLinks } from '@/lib/lists/get-journal-cross-links';
import type { JournalCrossLinks as CrossLinks } from '@/lib/lists/list-types';
import { describeError, log } from '@/lib/core/log';

async function loadCrossLinks(sourceId: string): Promise<CrossLinks | null> {
  try {
    return await getJournalCrossLinks(sourceId);
  } catch (error) {
    log.warn('journal cross-links failed', { sourceId, ...describeError(error) });
    return null;
  }
}

const noteClassName = 'rounded-lg border p-3 text-sm';

export async function JournalCrossLinks({ sourceId }: { sourceId: string }) {
  const links = await loadCrossLinks(sourceId);
  if (!links || (links.warnings.length === 0 && !links.isDiscontinued && !links.sintaWebsite)) return null;
  const t = await getTranslations('JournalCrossLinks');
  return (
    <section aria-labelledby="journal-cross-links-heading" data-testid="journal-cross-links" className="space-y-3">
      <h2 id="journal-cross-links-heading" className="sr-only">
        {t('heading')}
      </h2>
      <ListWarnings
        warnings={links.warnings}
        testId="journal-list-warnings"
        via={links.sintaWebsite ? t('matchedViaSinta', { website: links.sintaWebsite }) : undefined}
      />
      {links.isDiscontinued ? (
        <p role="note" data-testid="journal-discontinued-warning" className={`${noteClassName} border-amber-200 bg-amber-50 text-amber-950`}>
          {t('discontinued')}{' '}
          <Link href="/discontinued-journal" className="font-medium text-amber-900 underline hover:no-underline">
            {t('discontinuedLink')}
          </Link>
        </p>
      ) : null}
      {links.sintaWebsite ? (
        <p data-testid="journal-sinta-link" className={`${noteClassName} border-blue-200 bg-blue-50 text-blue-950`}>
          {t('sinta')}{' '}
          <a
            href={links.sintaWebsite}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="journal-sinta-website"
            className="break-all font-medium text-blue-800 underline hover:no-underline"
          >
            {links.sintaWebsite}
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
