'use client';
// The new-titles page's filter panel (spec §2): the publisher filter, with options from the list in place and their
// counts, and Clear, which empties the search and the publisher; the badge counts what is active.
import { useFormatter, useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/select-field';
import { FilterDisclosure } from '../../ui/filter-disclosure';
import { useNewJournalPublishers } from './use-new-journals';
import { ClearButton } from '@/components/ui/clear-button';

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
    <FilterDisclosure
      label={t('filters')}
      badge={activeCount > 0 ? String(activeCount) : null}
      badgeLabel={t('activeFilters', { count: activeCount })}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <SelectField
          id="new-scopus-publisher"
          name="publisher"
          testId="new-scopus-publisher"
          label={t('publisherFilter')}
          allLabel={t('allPublishers')}
          value={publisher}
          options={options}
          onChange={onPublisherChange}
        />
        <ClearButton testId="filter-clear" label={t('clear')} isDisabled={activeCount === 0} onClick={onClear} />
      </div>
    </FilterDisclosure>
  );
}
