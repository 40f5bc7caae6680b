// The public site's shell: <html lang> follows the route's language (id or en; anything else is the 404 page),
// with the header, the footer, the live visitor badge and visit tracking on every page, and the user session, the
// toasts and the auth modal around them.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { VisitTracker } from '@/components/analytics/visit-tracker';
import { AuthModalHost } from '@/components/auth/auth-modal-host';
import { PageIntlProvider } from '@/components/layout/intl/page-intl-provider';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SessionProvider } from '@/components/session/session-provider';
import { ToastProvider } from '@/components/toast/toast-provider';
import { isLocale } from '@/lib/i18n/routing';
import '../globals.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  return {
    title: { template: t('titleTemplate'), default: t('siteName') },
    description: t('description'),
    applicationName: t('siteName'),
    icons: { icon: '/favicon.svg' },
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  // The CSP nonce (proxy.ts) only reaches scripts rendered per request: every public page is dynamic.
  await connection();
  const t = await getTranslations({ locale: lang, namespace: 'Header' });

  return (
    <html lang={lang}>
      <body className="flex min-h-dvh flex-col">
        {/* The namespaces client components read, as a script of the page's language (components/layout/intl/). */}
        <PageIntlProvider locale={lang}>
          <a
            href="#main"
            className="sr-only rounded-md bg-white px-4 py-2 text-sm font-semibold text-blue-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
          >
            {t('skipToContent')}
          </a>
          <ToastProvider>
            <SessionProvider>
              <SiteHeader locale={lang} />
              {/* At least a screen tall less the 4rem header: the footer starts below the fold, so a page whose content
                  arrives after the first paint grows downwards without moving anything in view. */}
              <main id="main" className="min-h-[calc(100lvh-4rem)] flex-1">
                {children}
              </main>
              <SiteFooter locale={lang} />
              <Suspense>
                <VisitTracker />
              </Suspense>
              <AuthModalHost />
            </SessionProvider>
          </ToastProvider>
        </PageIntlProvider>
      </body>
    </html>
  );
}
