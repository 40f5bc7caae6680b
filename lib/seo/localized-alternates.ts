// The canonical URL and hreflang alternates of a public page (`path` after the language segment), the same set the
// sitemaps publish: each language is its own canonical page, and x-default is the default language's.
import type { Metadata } from 'next';
import { defaultLocale, locales } from '@/lib/i18n/routing';

export function localizedAlternates(origin: string, lang: string, path: string): Metadata['alternates'] {
  const languages: Record<string, string> = Object.fromEntries(locales.map((locale) => [locale, `${origin}/${locale}${path}`]));
  languages['x-default'] = `${origin}/${defaultLocale}${path}`;
  return { canonical: `${origin}/${lang}${path}`, languages };
}
