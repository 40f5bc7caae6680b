'use client';
// The Indonesian client messages, sent as a script of their own: the browser caches it once for every page, where the
// messages as the layout's props were written into every page's HTML and flight data (27 kB a page) and serialised on
// every server render. Each language is its own chunk (page-intl-provider.tsx), so a page loads only its language's.
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/load-messages';
import { INTL_TIME_ZONE } from '@/lib/i18n/time-zone';
import id from '@/messages/id.json';

const messages = pickClientMessages(id as Messages);

export function IdIntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="id" timeZone={INTL_TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
