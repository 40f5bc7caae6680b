import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import { facetOptions } from './facet-options';

const optionLabel = (value: string, count: string) => `${value} (${count})`;
const entries = [
  { value: 'Indonesia', count: 1234 },
  { value: 'Japan', count: 5 },
];
const en = catalogueNumberFormat('en');

describe('facetOptions', () => {
  it('labels each value with its count in the page language', () => {
    const id = facetOptions({ entries, selected: '', format: catalogueNumberFormat('id'), optionLabel });
    expect(id.map((option) => option.label)).toEqual(['Indonesia (1.234)', 'Japan (5)']);
    expect(facetOptions({ entries, selected: '', format: en, optionLabel })[0].label).toBe('Indonesia (1,234)');
  });

  it('keeps the chosen value listed with 0 when the counts no longer hold it', () => {
    expect(facetOptions({ entries, selected: 'Chile', format: en, optionLabel }).at(-1)).toEqual({ value: 'Chile', label: 'Chile (0)' });
    expect(facetOptions({ entries, selected: 'Japan', format: en, optionLabel })).toHaveLength(2);
  });

  it('matches a filter the API compares without regard to case under the chosen spelling, and only that one', () => {
    expect(facetOptions({ entries, selected: 'japan', format: en, optionLabel, ignoresCase: true })[1]).toEqual({
      value: 'japan',
      label: 'Japan (5)',
    });
    expect(facetOptions({ entries, selected: 'japan', format: en, optionLabel })).toHaveLength(3);
  });

  it('translates the values it is given a label for', () => {
    const valueLabel = (value: string) => (value === 'yes' ? 'Ya' : value);
    const options = facetOptions({ entries: [{ value: 'yes', count: 3 }], selected: '', format: en, optionLabel, valueLabel });
    expect(options).toEqual([{ value: 'yes', label: 'Ya (3)' }]);
  });
});
