'use client';
// The English client messages, sent as a script of their own (id-intl-provider.tsx says why).
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/load-messages';
import { INTL_TIME_ZONE } from '@/lib/i18n/time-zone';
import en from '@/messages/en.json';

const messages = pickClientMessages(en as Messages);

export function EnIntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" timeZone={INTL_TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
