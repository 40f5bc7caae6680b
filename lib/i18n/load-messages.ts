// Message catalogues per language; `id` is the fallback for any key a language lacks.
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import type { Locale } from './routing';

export type Messages = typeof id;

const catalogues: Record<Locale, Messages> = { id, en: en as Messages };

export function loadMessages(locale: Locale): Messages {
  return catalogues[locale];
}
