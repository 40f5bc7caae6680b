// A journal in the results grid: favourite star, name (a link to its page), field
// ('Unspecified field' when missing), quartile badge, Country and Publisher only when present, Review Time, Cost
// (APC) and Acceptance Rate always (N/A when missing; a missing APC is "charge unknown"), each with what it measures,
// its source and its date, in the page's language and number format; Categories and the DOAJ entry only when present. A recommended journal adds its score and reasons
// below; a SINTA one links to its website. Both kinds have the favourite star (a SINTA journal kept by its website, as
// on the SINTA page) and "Bandingkan" (compare); a journal a predatory or hijacked list is tied to has its warning mark.
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { FavoriteSourceType } from '@/lib/schemas/favorite';
import { isCompareId } from '@/lib/shared/compare-id';
import type { JournalFigure, JournalListItem } from '@/lib/catalogue/journal-types';
import { CompareToggle } from '../compare/compare-toggle';
import { FavoriteButton } from '../favorites/favorite-button';
import { PredatoryMark } from '../lists/predatory-mark';
import { QuartileBadge } from '../ui/quartile-badge';
import { DoajFacts } from '@/components/figures/doaj-facts';
import { apcPriceText, apcSourceText, describedFigure } from '@/components/figures/figure-text';
import { FigureValue } from '@/components/figures/figure-value';

interface JournalCardProps {
  journal: JournalListItem;
  /** An outside website to link instead of the journal's page (SINTA journals). */
  externalHref?: string;
  /** `sinta`: the Sourceid is the journal's SINTA website, its favourite and compare id. */
  sourceType?: FavoriteSourceType;
  /** Shown under the facts (a recommendation's score and reasons). */
  footer?: ReactNode;
}

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

// Facts that take the card's whole width.
const wideFacts = new Set(['categories', 'doaj']);

// A journal without a Sourceid links to this id, so the link still leads to the journal not-found state.
const missingSourceId = 'not-found';

export function JournalCard({ journal, externalHref, sourceType, footer }: JournalCardProps) {
  const t = useTranslations('JournalCard');
  const figures = useTranslations('JournalFigures');
  const format = catalogueNumberFormat(useLocale());
  const name = journal['Nama Jurnal'];
  const orNotAvailable = (value: string | null) => value?.trim() || t('notAvailable');
  // A card built from another answer (a recommendation) has only the API's texts; the catalogue's has the figures.
  const figureOr = (figure: JournalFigure | null | undefined, text: string | null) =>
    figure ? <FigureValue {...describedFigure(figure, figures, format)} /> : orNotAvailable(text);
  const cost = journal.apc ? (
    <FigureValue text={apcPriceText(journal.apc, figures, format)} source={apcSourceText(journal.apc, figures)} />
  ) : journal.Biaya?.trim() ? (
    journal.Biaya
  ) : (
    figures('chargeUnknown')
  );
  const facts: (Fact | null)[] = [
    journal.Country ? { key: 'country', label: t('country'), value: journal.Country } : null,
    journal.Publisher ? { key: 'publisher', label: t('publisher'), value: journal.Publisher } : null,
    { key: 'review-time', label: t('reviewTime'), value: figureOr(journal.reviewTime, journal['Lama Waktu']) },
    { key: 'cost', label: t('cost'), value: cost },
    {
      key: 'acceptance-rate',
      label: t('acceptanceRate'),
      value: figureOr(journal.acceptanceRate, journal['Acceptance Rate']),
    },
    journal.Categories ? { key: 'categories', label: t('categories'), value: journal.Categories } : null,
    journal.doaj ? { key: 'doaj', label: t('doaj'), value: <DoajFacts doaj={journal.doaj} /> } : null,
  ];

  return (
    <article
      data-testid="journal-card"
      data-source-id={journal.Sourceid}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold leading-snug text-slate-900">
            {externalHref ? (
              <a
                href={externalHref}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="journal-card-name"
                className="rounded-sm hover:text-blue-700 hover:underline"
              >
                {name}
              </a>
            ) : (
              <Link
                href={`/journal/${journal.Sourceid || missingSourceId}`}
                data-testid="journal-card-name"
                className="rounded-sm hover:text-blue-700 hover:underline"
              >
                {name}
              </Link>
            )}
          </h3>
          <p data-testid="journal-card-field" className="mt-1 line-clamp-2 text-sm text-slate-600">
            {journal.Bidang?.trim() || t('unspecifiedField')}
          </p>
          <PredatoryMark sourceId={journal.Sourceid} />
        </div>
        <QuartileBadge quartile={journal.Quartile} notAvailable={t('notAvailable')} label={t('quartile')} />
        <FavoriteButton sourceId={journal.Sourceid ?? ''} sourceType={sourceType} journalName={name} />
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {facts
          .filter((fact): fact is Fact => fact !== null)
          .map((fact) => (
            <div key={fact.key} className={`min-w-0 ${wideFacts.has(fact.key) ? 'sm:col-span-2' : ''}`}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{fact.label}</dt>
              <dd data-testid={`journal-card-${fact.key}`} className="mt-0.5 break-words text-slate-800">
                {fact.value}
              </dd>
            </div>
          ))}
      </dl>
      {!journal.Sourceid || !isCompareId(journal.Sourceid) ? null : (
        <div className="mt-auto flex justify-end pt-4">
          <CompareToggle sourceId={journal.Sourceid} journalName={name} />
        </div>
      )}
      {footer}
    </article>
  );
}
