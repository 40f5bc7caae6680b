'use client';
// The API's `message` is a translation key (registerSuccess, usernameTaken, …) or a sentence of its own. A known
// key is translated; a text (it has spaces) is shown as sent; anything else, or no answer at all, gives the fallback.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isApiClientError } from '@/lib/client/api-client-error';

export function useServerMessage(): (error: unknown, fallback: string) => string {
  const t = useTranslations('AuthMessages');
  return useCallback(
    (error: unknown, fallback: string) => {
      if (!isApiClientError(error)) return fallback;
      const { message } = error.body;
      if (t.has(message)) return t(message);
      // A body the client built itself (a proxy's page, no JSON) carries only the HTTP reason: not worth showing.
      const isOwnText = /\s/.test(message.trim()) && error.code !== 'unknown' && error.code !== 'internal';
      return isOwnText ? message : fallback;
    },
    [t],
  );
}
