'use client';
// Pay and Check status: Pay asks for the popup's token and opens it through `snap.pay` (Midtrans's
// snap.js or the sandbox shim, lib/billing/client); whatever the popup says, the invoice is then asked of our server,
// which alone decides it is paid, and the session's premium flag is refreshed from /auth/me. Closing the popup early
// alerts 'Anda menutup pop-up pembayaran sebelum selesai.'. A failed Pay alerts 'Gagal memproses pembayaran.'; a failed
// check toasts the server's message or 'Gagal mengecek status.'.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBillingMessage } from '@/components/premium/use-billing-message';
import { useSession } from '@/components/session/session-context';
import { useToast } from '@/components/toast/toast-context';
import { isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import { getSnap } from '@/lib/billing/client/get-snap';
import type { PaymentSession, SnapLike } from '@/lib/billing/client/snap-types';
import type { InvoiceJson } from './use-invoice';

interface PaymentOptions {
  orderId: string;
  lang: string;
  /** Puts a fresher invoice on the page. */
  show: (invoice: InvoiceJson) => void;
}

/** A refused token has already ended the session, with its own notice and the login modal (fetch-json.ts). */
const isRefusedToken = (error: unknown) => isApiClientError(error) && error.status === 401;

export function useInvoicePayment({ orderId, lang, show }: PaymentOptions) {
  const t = useTranslations('Invoice');
  const toast = useToast();
  const billingMessage = useBillingMessage();
  const { refreshPremium } = useSession();
  const [busy, setBusy] = useState<'pay' | 'check' | null>(null);

  /** After the popup, `quiet` leaves a still-pending invoice unremarked: the page shows it. */
  const checkStatus = async (quiet = false) => {
    setBusy('check');
    try {
      const invoice = await fetchJson<InvoiceJson>(`/api/payments/status/${encodeURIComponent(orderId)}`);
      show(invoice);
      if (invoice.status === 'paid') {
        await refreshPremium().catch(() => false);
        toast.show(t('paidToast'), 'success');
      } else if (invoice.status === 'pending' && !quiet) {
        toast.show(t('stillPending'), 'info');
      }
    } catch (error) {
      if (!isRefusedToken(error)) toast.show(billingMessage(error, t('checkFailed')), 'error');
    } finally {
      setBusy(null);
    }
  };

  const openPopup = (snap: SnapLike, token: string) => {
    const afterPopup = () => void checkStatus(true);
    snap.pay(token, {
      onSuccess: afterPopup,
      onPending: afterPopup,
      onError: afterPopup,
      onClose: () => {
        setBusy(null);
        window.alert(t('popupClosed'));
      },
    });
  };

  const pay = async () => {
    setBusy('pay');
    try {
      const session = await fetchJson<PaymentSession>('/api/payments/process', { method: 'POST', json: { orderId, lang } });
      openPopup(await getSnap(session, { lang, sandboxTitle: t('sandboxTitle') }), session.token);
    } catch (error) {
      setBusy(null);
      if (isRefusedToken(error)) return;
      window.alert(t('payFailed'));
      // 409: paid, failed or expired meanwhile (another tab, the webhook, the sweeper): show what it is now.
      if (isApiClientError(error) && error.status === 409) void checkStatus(true);
    }
  };

  return { pay, checkStatus: () => checkStatus(false), busy };
}
