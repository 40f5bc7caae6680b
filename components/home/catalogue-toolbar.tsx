'use client';
// Above the results: the sort, and the CSV export of what is on show. Rendered with the page on the server, so
// neither moves the results when the script arrives.
import { useLocale } from 'next-intl';
import { type CatalogueQuery, catalogueExportUrl } from '@/lib/catalogue/address/catalogue-query';
import { ExportLink } from './export-link';
import { SortSelect } from './sort-select';

interface CatalogueToolbarProps {
  query: CatalogueQuery;
  onSortChange: (sort: { sort: string; order: string }) => void;
}

export function CatalogueToolbar({ query, onSortChange }: CatalogueToolbarProps) {
  const lang = useLocale();
  return (
    <div data-testid="catalogue-toolbar" className="mt-4 flex flex-wrap items-start justify-between gap-3">
      <SortSelect query={query} onChange={onSortChange} />
      <ExportLink href={catalogueExportUrl(query, lang)} />
    </div>
  );
}
