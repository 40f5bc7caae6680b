'use client';
// The invoice page's body, rendered once the session is known: signed out, a login prompt (and the
// login modal, once); signed in, the invoice or an error ('Invoice tidak ditemukan.' for someone else's or an
// unknown order, else the server's message or 'Gagal memuat invoice.'). A back-to-home link in every case.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { openAuthModal } from '@/components/session/open-auth-modal';
import { useBillingMessage } from '@/components/premium/use-billing-message';
import { useSession } from '@/components/session/session-context';
import { Link } from '@/lib/i18n/navigation';
import type { ProviderName } from './download-receipt';
import { InvoiceDocument } from './invoice-document';
import { type InvoiceJson, useInvoice } from './use-invoice';

interface InvoiceViewProps {
  orderId: string;
  lang: string;
  provider: ProviderName | null;
}

function SignInPrompt() {
  const t = useTranslations('Invoice');
  const hasAsked = useRef(false);
  useEffect(() => {
    if (hasAsked.current) return;
    hasAsked.current = true;
    openAuthModal('login');
  }, []);
  return (
    <div data-testid="invoice-sign-in" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <p className="text-slate-700">{t('signInText')}</p>
      <button
        type="button"
        data-testid="invoice-sign-in-button"
        onClick={() => openAuthModal('login')}
        className="mt-4 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-blue-800"
      >
        {t('signIn')}
      </button>
    </div>
  );
}

function InvoiceBody({ orderId, lang, provider }: InvoiceViewProps) {
  const t = useTranslations('Invoice');
  const billingMessage = useBillingMessage();
  const { loading, token, isPremium, refreshPremium } = useSession();
  const { data: invoice, error, mutate } = useInvoice(orderId, token);
  const isPaid = invoice?.status === 'paid';

  // Paid while the session still says free (the webhook came after the session was restored): ask /auth/me.
  useEffect(() => {
    if (isPaid && !isPremium) void refreshPremium().catch(() => false);
  }, [isPaid, isPremium, refreshPremium]);

  if (loading) return null;
  if (!token) return <SignInPrompt />;
  if (error) {
    return (
      <div role="alert" data-testid="invoice-error" className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
        <p>{billingMessage(error, t('loadFailed'))}</p>
        {error.status === 404 ? null : (
          <button type="button" onClick={() => void mutate()} className="mt-3 text-sm font-semibold underline underline-offset-4">
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (!invoice) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-500">
        {t('loading')}
      </p>
    );
  }
  const show = (fresh: InvoiceJson) => void mutate(fresh, { revalidate: false });
  return <InvoiceDocument invoice={invoice} lang={lang} provider={provider} show={show} />;
}

export function InvoiceView(props: InvoiceViewProps) {
  const t = useTranslations('Invoice');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <InvoiceBody {...props} />
      <Link
        href="/"
        data-testid="invoice-back-home"
        className="mt-6 inline-flex items-center gap-1 rounded-md text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline print:hidden"
      >
        <span aria-hidden="true">←</span>
        {t('backHome')}
      </Link>
    </div>
  );
}
