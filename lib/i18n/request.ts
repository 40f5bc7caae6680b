// next-intl request configuration: picks the language of the current route, falling back to id.
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './load-messages';
import { defaultLocale, isLocale } from './routing';
import { INTL_TIME_ZONE } from './time-zone';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: loadMessages(locale), timeZone: INTL_TIME_ZONE };
});
