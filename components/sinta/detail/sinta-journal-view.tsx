// A SINTA journal's page, rendered on the server: its name and SINTA level, subjects, affiliation, website, ISSNs,
// its SINTA and Google Scholar profiles, its DOAJ entry, the catalogue journal sharing an ISSN, the list warnings its
// website falls under, and the favourite star (SINTA favourites are the website).
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { ListWarnings } from '@/components/lists/list-warnings';
import { Link } from '@/lib/i18n/navigation';
import type { SintaJournalDetail } from '@/lib/sinta/get-sinta-journal';
import { SintaAccreditationBadge } from '../sinta-accreditation-badge';
import { DoajFacts } from '@/components/figures/doaj-facts';

function ExternalLink({ href, children, newTab, testId }: { href: string; children: ReactNode; newTab: string; testId: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} className="break-all text-blue-800 hover:underline">
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

export async function SintaJournalView({ journal }: { journal: SintaJournalDetail }) {
  const t = await getTranslations('SintaJournal');
  const newTab = t('opensInNewTab');
  const issns = [journal.pIssn, journal.eIssn].filter((issn): issn is string => Boolean(issn));
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: 'subjects', label: t('subjects'), value: journal.subjectAreas.join(', ') || t('noSubject') },
    { key: 'affiliation', label: t('affiliation'), value: journal.Publisher ?? t('notAvailable') },
    { key: 'issn', label: t('issn'), value: issns.join(', ') || t('notAvailable') },
    {
      key: 'website',
      label: t('website'),
      value: <ExternalLink href={journal.Website} newTab={newTab} testId="sinta-journal-website">{journal.Website}</ExternalLink>,
    },
    {
      key: 'profile',
      label: t('profile'),
      value: <ExternalLink href={journal.profileUrl} newTab={newTab} testId="sinta-journal-profile">{journal.profileUrl}</ExternalLink>,
    },
    { key: 'doaj', label: t('doaj'), value: <DoajFacts doaj={journal.doaj} showAbsent /> },
  ];
  return (
    <article data-testid="sinta-journal" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Link href="/sinta" className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline">
        <span aria-hidden="true">←</span>
        {t('back')}
      </Link>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-start gap-3">
          <h1 data-testid="sinta-journal-title" className="min-w-0 flex-1 text-2xl font-bold text-slate-900">
            {journal.Title}
          </h1>
          <SintaAccreditationBadge level={journal['Current Accreditation']} />
          <FavoriteButton sourceId={journal.favoriteId} sourceType="sinta" journalName={journal.Title} noticeStyle="lists" />
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('levelNote')}</p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{fact.label}</dt>
              <dd data-testid={`sinta-journal-${fact.key}`} className="mt-0.5 break-words text-slate-800">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 space-y-3">
          <ListWarnings warnings={journal.warnings} testId="sinta-journal-warnings" />
          {journal.scopusSourceId ? (
            <Link href={`/journal/${journal.scopusSourceId}`} data-testid="sinta-journal-scopus-link" className="inline-block text-sm font-medium text-blue-700 hover:underline">
              {t('scopusLink')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
