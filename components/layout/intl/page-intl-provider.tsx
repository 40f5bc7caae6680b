'use client';
// The page's language's client messages and nothing of the other language's. Each language's provider is a chunk of
// its own, imported through next/dynamic: the server renders the page's provider and preloads its chunk from the
// page's head, beside the page's other scripts, and hydration waits for it. Imported statically, both languages'
// catalogues (34 kB each) would be in the layout's chunk and on every page.
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';

const IdIntlProvider = dynamic(() => import('./id-intl-provider').then((module) => module.IdIntlProvider));
const EnIntlProvider = dynamic(() => import('./en-intl-provider').then((module) => module.EnIntlProvider));

export function PageIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const Provider = locale === 'en' ? EnIntlProvider : IdIntlProvider;
  return <Provider>{children}</Provider>;
}
