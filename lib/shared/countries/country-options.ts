// The country select's options in the interface language: Indonesia first, then the rest alphabetically by
// the shown name. The value is always the English name, so the stored country does not depend on the language.
import type { Locale } from '@/lib/i18n/routing';
import { type Country, countries, INDONESIA_CODE } from './countries';

export interface CountryOption {
  value: string;
  label: string;
}

function toOption(country: Country, locale: Locale): CountryOption {
  return { value: country.en, label: locale === 'id' ? country.id : country.en };
}

export function countryOptions(locale: Locale): CountryOption[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const first = countries.filter((country) => country.code === INDONESIA_CODE);
  const rest = countries
    .filter((country) => country.code !== INDONESIA_CODE)
    .map((country) => toOption(country, locale))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...first.map((country) => toOption(country, locale)), ...rest];
}
