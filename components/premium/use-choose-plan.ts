'use client';
// Choosing a plan: signed out, the translated loginRequired notice and the auth modal; signed in, the
// invoice is created and the visitor goes to /{lang}/invoice/{orderId}; a failure says the server's message or
// 'Gagal membuat invoice.'. The server gives back the user's pending invoice of that plan rather than a second one.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { openAuthModal } from '@/components/session/open-auth-modal';
import { useSession } from '@/components/session/session-context';
import { useToast } from '@/components/toast/toast-context';
import { isApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { PlanId } from '@/lib/shared/plans';
import { useRouter } from '@/lib/i18n/navigation';
import { useBillingMessage } from './use-billing-message';

/** `onLeave` runs before the auth modal opens or the invoice page loads (the plan modal closes itself). */
export function useChoosePlan(onLeave?: () => void) {
  const t = useTranslations('Plans');
  const toast = useToast();
  const router = useRouter();
  const billingMessage = useBillingMessage();
  const { isAuthenticated } = useSession();
  const [choosingId, setChoosingId] = useState<PlanId | null>(null);

  const choose = async (planId: PlanId) => {
    if (!isAuthenticated) {
      toast.show(t('loginRequired'), 'error');
      onLeave?.();
      openAuthModal('login');
      return;
    }
    setChoosingId(planId);
    try {
      const { orderId } = await fetchJson<{ orderId: string }>('/api/invoices/create', { method: 'POST', json: { planId } });
      onLeave?.();
      // The button stays busy until the invoice page replaces this one.
      router.push(`/invoice/${encodeURIComponent(orderId)}`);
    } catch (error) {
      setChoosingId(null);
      // A refused token already ended the session, with its own notice and the login modal (fetch-json.ts).
      if (isApiClientError(error) && error.status === 401) return;
      toast.show(billingMessage(error, t('createFailed')), 'error');
    }
  };

  return { choose, choosingId };
}
