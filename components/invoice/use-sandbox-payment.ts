'use client';
// The sandbox popup's state: what GET /api/payments/sandbox/{token} says, and Pay or Fail through POST, whose result
// (or a conflict saying the invoice is settled already) becomes the outcome told to the invoice page.
import { useCallback, useEffect, useState } from 'react';
import { useBillingMessage } from '@/components/premium/use-billing-message';
import { isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { SandboxResult } from '@/lib/billing/sandbox/sandbox-transactions';
import type { SandboxPayment } from '@/lib/billing/sandbox/get-sandbox-payment';

export type Outcome = 'success' | 'failure';

export type SandboxView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; payment: SandboxPayment; error: string | null };

/** An invoice already settled has one outcome to report, whatever is clicked now; null while it can still be paid. */
export function settledOutcome(payment: SandboxPayment): Outcome | null {
  if (payment.status === 'paid' || payment.result === 'success') return 'success';
  if (payment.status !== 'pending' || payment.result === 'failure') return 'failure';
  return null;
}

/** What the popup says about a settled payment when it opens. */
export function settledMessageKey(payment: SandboxPayment): 'completedSuccess' | 'completedFailure' | 'closed' {
  if (payment.status === 'paid' || payment.result === 'success') return 'completedSuccess';
  return payment.result === 'failure' ? 'completedFailure' : 'closed';
}

const settledByConflict: Record<string, Outcome> = {
  invoiceAlreadyPaid: 'success',
  invoiceExpired: 'failure',
  invoiceFailed: 'failure',
};

export function useSandboxPayment(token: string, texts: { loadFailed: string; actionFailed: string }) {
  const billingMessage = useBillingMessage();
  const [view, setView] = useState<SandboxView>({ kind: 'loading' });
  const [working, setWorking] = useState<SandboxResult | null>(null);
  const url = `/api/payments/sandbox/${encodeURIComponent(token)}`;

  const load = useCallback(async () => {
    try {
      // The token is the key (as a Snap token is): no login is sent or needed.
      const payment = await fetchJson<SandboxPayment>(url, { token: null });
      setView({ kind: 'ready', payment, error: null });
    } catch (error) {
      setView({ kind: 'error', message: billingMessage(error, texts.loadFailed) });
    }
  }, [url, billingMessage, texts.loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Resolves to the outcome to report, or null when the popup stays open with an error. */
  const submit = async (result: SandboxResult): Promise<Outcome | null> => {
    setWorking(result);
    try {
      const answer = await fetchJson<{ status: string }>(url, { method: 'POST', json: { result }, token: null });
      return answer.status === 'paid' ? 'success' : 'failure';
    } catch (error) {
      const settled = isApiClientError(error) ? settledByConflict[error.body.message] : undefined;
      if (settled) return settled;
      if (isApiClientError(error) && error.body.message === 'paymentAlreadyCompleted') {
        await load();
      } else {
        const message = billingMessage(error, texts.actionFailed);
        setView((current) => (current.kind === 'ready' ? { ...current, error: message } : current));
      }
      return null;
    } finally {
      setWorking(null);
    }
  };

  return { view, working, submit };
}
