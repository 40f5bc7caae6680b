// A facet's values as dropdown options, "Medicine (1.234)" with the count in the page's number format. The value
// chosen stays listed even when the counts no longer hold it (another filter or the search leaves it no journal, or a
// shared link names it): a dropdown must show what is applied, with its 0, so it can be seen and cleared.
import type { SelectOption } from '@/components/ui/select-field';
import type { CatalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { FacetValue } from '@/lib/catalogue/journal-types';

interface FacetOptionsInput {
  entries: readonly FacetValue[] | undefined;
  selected: string;
  format: CatalogueNumberFormat;
  optionLabel: (value: string, count: string) => string;
  /** The value as the visitor reads it (a translated open-access kind); the value itself when left out. */
  valueLabel?: (value: string) => string;
  /** The API compares this filter without regard to case (the country): "indonesia" is the listed "Indonesia". */
  ignoresCase?: boolean;
}

export function facetOptions({ entries, selected, format, optionLabel, valueLabel = (value) => value, ignoresCase }: FacetOptionsInput): SelectOption[] {
  const comparable = (value: string) => (ignoresCase ? value.toLowerCase() : value);
  const isSelected = (value: string) => selected !== '' && comparable(value) === comparable(selected);
  const listed = entries ?? [];
  const options = listed.map((entry) => ({
    // Under the address's spelling, so the dropdown shows it as chosen.
    value: isSelected(entry.value) ? selected : entry.value,
    label: optionLabel(valueLabel(entry.value), format.number(entry.count)),
  }));
  if (selected === '' || listed.some((entry) => isSelected(entry.value))) return options;
  return [...options, { value: selected, label: optionLabel(valueLabel(selected), format.number(0)) }];
}
