'use client';
// The new-titles page's filters: the publisher dropdown, with options from the list in place and their counts, and
// Clear, which empties the search and the publisher.
import { useFormatter, useTranslations } from 'next-intl';
import { ClearButton } from '@/components/ui/clear-button';
import { FilterSelect } from '@/components/ui/filter-select';
import { useNewJournalPublishers } from './use-new-journals';

interface NewScopusFiltersProps {
  publisher: string;
  activeCount: number;
  onPublisherChange: (publisher: string) => void;
  onClear: () => void;
}

export function NewScopusFilters({ publisher, activeCount, onPublisherChange, onClear }: NewScopusFiltersProps) {
  const t = useTranslations('NewScopus');
  const format = useFormatter();
  const publishers = useNewJournalPublishers() ?? [];
  const options = publishers.map((entry) => ({ value: entry.name, label: `${entry.name} (${format.number(entry.count)})` }));
  // A chosen publisher stays selectable while the options load.
  if (publisher && !publishers.some((entry) => entry.name === publisher)) options.unshift({ value: publisher, label: publisher });
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <FilterSelect
        idPrefix="new-scopus"
        name="publisher"
        label={t('publisherFilter')}
        allLabel={t('allPublishers')}
        value={publisher}
        options={options}
        onChange={(_name, value) => onPublisherChange(value)}
      />
      <ClearButton testId="filter-clear" label={t('clear')} isDisabled={activeCount === 0} onClick={onClear} />
    </div>
  );
}
