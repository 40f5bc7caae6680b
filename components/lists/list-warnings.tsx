// The predatory and hijacked list entries a journal's website falls under, said as facts:
// which list, which entry, which link matched, and that the match is on the exact link, never on a name; and the
// entries naming the journal by its title with a link on its publisher's own site, with the list's date and the lists
// that disagree. No hooks but useTranslations, so the journal page renders it on the server and the SINTA cards in the
// browser.
import { useTranslations } from 'next-intl';
import type { ListWarning } from '@/lib/lists/match-list-entries';
import type { TitleWarning } from '@/lib/lists/match-title-on-publisher-site';

interface ListWarningsProps {
  warnings: (ListWarning | TitleWarning)[];
  testId: string;
  /** How the journal was tied to a website, when not by its own (the journal page: its SINTA profile's ISSN). */
  via?: string;
}

export function ListWarnings({ warnings, testId, via }: ListWarningsProps) {
  const t = useTranslations('ListWarnings');
  if (warnings.length === 0) return null;
  return (
    <div role="note" data-testid={testId} className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-950">
      <p className="flex items-center gap-2 font-semibold">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinejoin="round" d="M10 3 2.5 16.5h15z" />
          <path strokeLinecap="round" d="M10 8.5v3.5M10 14.5v.01" />
        </svg>
        {t('heading')}
      </p>
      <ul className="mt-2 space-y-2">
        {warnings.map((warning) => (
          <li key={`${warning.kind}|${warning.link ?? warning.name}`} data-testid="list-warning" data-kind={warning.kind}>
            {warning.kind === 'journalTitle' ? (
              <>
                <p>{t('journalTitle', { list: warning.list, name: warning.name, date: warning.date ?? 'none' })}</p>
                <p className="mt-1">{t('disagree', { notOn: warning.notOn.join(', ') || 'none' })}</p>
              </>
            ) : (
              <p>{t(warning.kind, { list: warning.list, name: warning.name })}</p>
            )}
            {/* Shown as text, not a link: the listed site is what the visitor is being warned about. */}
            {warning.link ? <p className="break-all text-xs text-rose-800">{t('matchedLink', { link: warning.link })}</p> : null}
            {warning.kind === 'journalTitle' ? (
              <p className="text-xs text-rose-800">{t('howTitle', { domain: warning.domain })}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {warnings.some((warning) => warning.kind !== 'journalTitle') ? <p className="mt-2 text-xs text-rose-800">{via ?? t('how')}</p> : null}
    </div>
  );
}
