// A journal's DOAJ entry in a line: "In DOAJ" (a link to its DOAJ record), the DOAJ Seal where it has it, its licence,
// the languages it accepts manuscripts in and whether it charges an APC, then its source and date ("DOAJ, 2025-02").
// Shared by the cards, the journal and SINTA pages and the comparison; renders nothing for a journal DOAJ lacks unless
// `showAbsent` (the journal pages say "Not in DOAJ").
import { useTranslations } from 'next-intl';
import { figureDateLabel } from '@/lib/catalogue/journal-figures';
import type { DoajFacts as Facts } from '@/lib/doaj/doaj-facts';

interface DoajFactsProps {
  doaj: Facts | null | undefined;
  showAbsent?: boolean;
}

export function DoajFacts({ doaj, showAbsent = false }: DoajFactsProps) {
  const t = useTranslations('DoajFacts');
  if (!doaj) return showAbsent ? <span data-testid="doaj-absent">{t('notListed')}</span> : null;
  const parts = [
    doaj.licences.length > 0 ? t('licence', { licences: doaj.licences.join(', ') }) : null,
    doaj.languages.length > 0 ? t('languages', { languages: doaj.languages.join(', ') }) : null,
    doaj.hasApc ? t('apcYes') : t('apcNo'),
  ].filter((part): part is string => part !== null);
  return (
    <span data-testid="doaj-facts">
      <a
        href={doaj.url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="doaj-link"
        className="font-medium text-blue-700 hover:underline"
      >
        {t('listed')}
      </a>
      {doaj.hasSeal ? (
        <span
          data-testid="doaj-seal"
          className="ml-1.5 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200"
        >
          {t('seal')}
        </span>
      ) : null}
      <span data-testid="doaj-details">{` · ${parts.join(' · ')}`}</span>
      <span className="text-slate-500">{` · ${doaj.source}, ${figureDateLabel({ date: doaj.date })}`}</span>
    </span>
  );
}
