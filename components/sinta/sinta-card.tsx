'use client';
// One SINTA journal: title linking to its website (new tab), accreditation badge, Subjek ('Tidak ada
// subjek' when none), Publisher (SINTA's affiliation), the website, the favourite toggle (SINTA favourites are the
// website, or the SINTA profile URL where the website is no usable address; sourceType 'sinta'); the list warnings the API found for its website, a link to its page here (its profile
// and similar journals), a link to its catalogue page when it is in Scopus, and a visible label on the built-in sample's cards.
import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { ListWarnings } from '@/components/lists/list-warnings';
import { Link } from '@/lib/i18n/navigation';
import { SintaAccreditationBadge } from './sinta-accreditation-badge';
import type { SintaCardJournal } from './sinta-card-journal';

interface SintaCardProps {
  journal: SintaCardJournal;
  isSample: boolean;
}

export function SintaCard({ journal, isSample }: SintaCardProps) {
  const t = useTranslations('Sinta');
  return (
    <article
      data-testid="sinta-card"
      data-sample={isSample ? 'true' : undefined}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <h3 className="min-w-0 flex-1 text-base font-semibold leading-snug text-slate-900">
          <a
            href={journal.Website}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="sinta-card-title"
            className="rounded-sm hover:text-blue-700 hover:underline"
          >
            {journal.Title}
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        </h3>
        <SintaAccreditationBadge level={journal['Current Accreditation']} />
        <FavoriteButton sourceId={journal.favoriteId ?? journal.Website} sourceType="sinta" journalName={journal.Title} noticeStyle="lists" />
      </div>
      {isSample ? (
        <p className="mt-2">
          <span data-testid="sinta-card-sample" className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/30">
            {t('sampleLabel')}
          </span>
        </p>
      ) : null}
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('subject')}</dt>
          <dd data-testid="sinta-card-subject" className="mt-0.5 break-words text-slate-800">
            {journal['Subject Area'] || t('noSubject')}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('publisher')}</dt>
          <dd data-testid="sinta-card-publisher" className="mt-0.5 break-words text-slate-800">
            {journal.Publisher ?? t('notAvailable')}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('website')}</dt>
          <dd className="mt-0.5 break-all">
            <a href={journal.Website} target="_blank" rel="noopener noreferrer" data-testid="sinta-card-website" className="text-blue-800 hover:underline">
              {journal.Website}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-auto space-y-3 pt-4">
        <ListWarnings warnings={journal.warnings ?? []} testId="sinta-card-warnings" />
        {journal.sintaId ? (
          <Link href={`/sinta/${journal.sintaId}`} prefetch={false} data-testid="sinta-card-page-link" className="block text-sm font-medium text-blue-700 hover:underline">
            {t('pageLink')}
          </Link>
        ) : null}
        {journal.scopusSourceId ? (
          <Link href={`/journal/${journal.scopusSourceId}`} data-testid="sinta-card-scopus-link" className="inline-block text-sm font-medium text-blue-700 hover:underline">
            {t('scopusLink')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
