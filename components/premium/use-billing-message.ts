'use client';
// The server's message first: the billing API's `message` is a translation key (invoiceNotFound, invoiceExpired,
// …; lib/billing/README.md). A known key is translated; anything else, or no answer at all, gives the fallback.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isApiClientError } from '@/lib/client/api-client-error';

export function useBillingMessage(): (error: unknown, fallback: string) => string {
  const t = useTranslations('BillingMessages');
  return useCallback(
    (error: unknown, fallback: string) => {
      if (!isApiClientError(error)) return fallback;
      const { message } = error.body;
      return t.has(message) ? t(message) : fallback;
    },
    [t],
  );
}
