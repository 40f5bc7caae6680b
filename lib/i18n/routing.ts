// Interface languages: id is the default and the fallback; every public path carries its language.
import { defineRouting } from 'next-intl/routing';

export const locales = ['id', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'id';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // "/" always goes to /id, whatever language the browser asks for; so no language cookie is needed either.
  localeDetection: false,
  localeCookie: false,
  // Pages declare their own canonical and hreflang links (lib/seo); the header version would point x-default at an
  // unprefixed path, which is a 404 here.
  alternateLinks: false,
});
