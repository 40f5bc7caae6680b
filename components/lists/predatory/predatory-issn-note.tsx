// What a search by ISSN found: the lists carry no ISSN, so the note says which journals here hold the ISSN and that
// the entries shown are those tied to them (by their website's exact link, or their title on their publisher's site),
// or that no journal here holds it.
import { useTranslations } from 'next-intl';
import type { IssnLookup } from '@/lib/lists/find-issn-list-entries';

export function PredatoryIssnNote({ lookup }: { lookup: IssnLookup }) {
  const t = useTranslations('PredatoryList');
  const titles = lookup.journals.map((journal) => journal.title).join('; ');
  return (
    <p role="note" data-testid="predatory-issn" className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
      {lookup.journals.length > 0 ? t('issnFound', { issn: lookup.issn, titles }) : t('issnUnknown', { issn: lookup.issn })}
    </p>
  );
}
