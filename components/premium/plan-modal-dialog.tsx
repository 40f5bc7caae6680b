'use client';
// The subscription-plan dialog: the three plans from GET /api/plans; while payments are a test (the sandbox), it says
// so above the plans; with no payment provider, that the plans are not on sale yet (and no card offers to buy). Loaded and mounted by PlanModal (plan-modal.tsx) when a visitor first asks for the plans.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { openPlansEvent } from './open-plan-modal';
import { PlanCards } from './plan-cards';
import { NotOnSaleNotice } from './not-on-sale-notice';
import { TestPaymentNotice } from './test-payment-notice';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { usePlans } from './use-plans';
import { CloseButton } from '@/components/ui/close-button';

function PlanModalContent({ onClose }: { onClose: () => void }) {
  const t = useTranslations('PlanModal');
  const plansText = useTranslations('Plans');
  const { data, error, isLoading, mutate } = usePlans();
  const plans = data?.plans;
  return (
    <div className="p-5 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="plan-modal-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {t('title')}
          </h2>
          <p id="plan-modal-subtitle" className="mt-1 text-sm text-slate-600">
            {t('subtitle')}
          </p>
        </div>
        <CloseButton
          autoFocus
          testId="plan-modal-close"
          label={t('close')}
          onClick={onClose}
          className="-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
        />
      </div>
      {data?.testPayments ? (
        <div className="mt-4">
          <TestPaymentNotice testId="plan-modal-test-payments" />
        </div>
      ) : null}
      {data && !data.onSale ? (
        <div className="mt-4">
          <NotOnSaleNotice testId="plan-modal-not-on-sale" />
        </div>
      ) : null}
      <div className="mt-6">
        {plans ? (
          <PlanCards plans={plans} onLeave={onClose} isOnSale={data?.onSale !== false} />
        ) : error ? (
          <div role="alert" data-testid="plan-modal-error" className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
            <p>{plansText('loadFailed')}</p>
            <button type="button" onClick={() => void mutate()} className="mt-2 font-semibold underline underline-offset-4">
              {plansText('retry')}
            </button>
          </div>
        ) : isLoading ? (
          <p role="status" className="py-10 text-center text-sm text-slate-500">
            {plansText('loading')}
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/pricing" onClick={onClose} className="rounded font-medium text-blue-700 underline-offset-4 hover:underline">
          {t('compare')}
        </Link>
      </p>
    </div>
  );
}

/** Mounted by PlanModal at the first `jf:open-plans` event, open; later events open it again. */
export function PlanModalDialog() {
  const [isOpen, setIsOpen] = useState(true);
  useEffect(() => {
    const open = () => setIsOpen(true);
    window.addEventListener(openPlansEvent, open);
    return () => window.removeEventListener(openPlansEvent, open);
  }, []);
  const close = () => setIsOpen(false);
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={close}
      labelledBy="plan-modal-title"
      describedBy="plan-modal-subtitle"
      testId="plan-modal"
      panelClassName="max-w-5xl bg-slate-50"
      closeOnBackdrop
    >
      <PlanModalContent onClose={close} />
    </ModalDialog>
  );
}
