// "Similar journals" on a journal page: six to eight journals like this one (lib/recommend/similar), each a link to
// its page with its SJR best quartile and its APC as the catalogue shows it (price, estimate or not, source and date;
// N/A when unknown), or its SINTA level. Nothing when the index has no match or the lookup failed (logged): the page
// stands without it.
import { getLocale, getTranslations } from 'next-intl/server';
import { FigureValue } from '@/components/figures/figure-value';
import { apcPriceText, apcSourceText } from '@/components/figures/figure-text';
import { SintaAccreditationBadge } from '@/components/sinta/sinta-accreditation-badge';
import { QuartileBadge } from '@/components/ui/quartile-badge';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import { describeError, log } from '@/lib/core/log';
import { Link } from '@/lib/i18n/navigation';
import {
  getSimilarJournals,
  type SimilarJournalItem,
  type SimilarJournalsSource,
} from '@/lib/recommend/similar/get-similar-journals';
import { sintaLabel } from '@/lib/shared/sinta-accreditation';

interface SimilarJournalsProps {
  source: SimilarJournalsSource;
  /** Journal keys never to list (the journal's twin in the other catalogue). */
  exclude?: string[];
}

async function loadSimilar(source: SimilarJournalsSource, exclude: string[]): Promise<SimilarJournalItem[]> {
  try {
    return await getSimilarJournals(source, exclude);
  } catch (error) {
    log.warn('similar journals failed', { journal: source.key, ...describeError(error) });
    return [];
  }
}

const hrefOf = (item: SimilarJournalItem) => (item.type === 'scopus' ? `/journal/${item.sourceId}` : `/sinta/${item.id}`);

export async function SimilarJournals({ source, exclude = [] }: SimilarJournalsProps) {
  const items = await loadSimilar(source, exclude);
  if (items.length === 0) return null;
  const t = await getTranslations('SimilarJournals');
  const figures = await getTranslations('JournalFigures');
  const format = catalogueNumberFormat(await getLocale());
  const apcOf = (item: SimilarJournalItem) => {
    if (item.type === 'sinta') return t('apcNotInSinta');
    if (!item.apc) return figures('chargeUnknown');
    return <FigureValue text={apcPriceText(item.apc, figures, format)} source={apcSourceText(item.apc, figures)} />;
  };
  return (
    <section
      aria-labelledby="similar-journals-heading"
      data-testid="similar-journals"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="similar-journals-heading" className="text-lg font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li
            key={hrefOf(item)}
            data-testid="similar-journal"
            data-type={item.type}
            className="flex flex-col gap-2 rounded-lg border border-slate-100 p-3"
          >
            <div className="flex items-start gap-2">
              {/* Not prefetched: each journal page renders its own similar journals, one scoring each on a miss. */}
              <Link
                href={hrefOf(item)}
                prefetch={false}
                data-testid="similar-journal-link"
                className="min-w-0 flex-1 font-medium leading-snug text-blue-800 hover:underline"
              >
                {item.title}
              </Link>
              {item.type === 'scopus' ? (
                <QuartileBadge quartile={item.quartile} notAvailable={t('notAvailable')} label={t('quartile')} />
              ) : (
                <SintaAccreditationBadge level={sintaLabel(item.level)} />
              )}
            </div>
            <p className="text-sm text-slate-700" data-testid="similar-journal-apc">
              <span className="font-medium text-slate-500">{t('apc')}: </span>
              {apcOf(item)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
