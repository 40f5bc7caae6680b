import { countries } from '../shared/countries/countries';
import { countryOptions } from '../shared/countries/country-options';
import { registerFieldsSchema } from './auth';

describe('countryOptions (about 200 names, Indonesia first)', () => {
  it.each(['id', 'en'] as const)('puts Indonesia first and sorts the rest by the %s name', (locale) => {
    const options = countryOptions(locale);
    expect(options[0]).toEqual({ value: 'Indonesia', label: 'Indonesia' });
    const labels = options.slice(1).map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator(locale, { sensitivity: 'base' }).compare));
  });

  it('shows Indonesian names in Indonesian and stores the English name in both languages', () => {
    const germany = countryOptions('id').find((option) => option.value === 'Germany');
    expect(germany?.label).toBe('Jerman');
    expect(countryOptions('en').map((option) => option.value).sort()).toEqual(
      countryOptions('id').map((option) => option.value).sort(),
    );
  });

  it('has about 200 distinct countries, each a valid register value', () => {
    expect(countries.length).toBeGreaterThanOrEqual(190);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(new Set(countries.map((country) => country.en)).size).toBe(countries.length);
    for (const country of countries) {
      expect(registerFieldsSchema.shape.country.safeParse(country.en).success).toBe(true);
    }
  });
});
