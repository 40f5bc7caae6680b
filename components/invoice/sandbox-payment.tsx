'use client';
// The sandbox popup (lib/billing/README.md): the order, plan and amount, clearly a test that moves no money, with Pay,
// Fail and Close. Shown as a full-size modal <dialog> so the site's own header and footer, rendered by the layout
// around it, are covered and inert inside the overlay's frame. The outcome goes to the framing invoice page.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { planKeyOf } from '@/components/premium/plan-keys';
import { formatRupiah } from '@/lib/billing/format-rupiah';
import { useRouter } from '@/lib/i18n/navigation';
import { postSandboxOutcome } from '@/lib/billing/client/sandbox-messages';
import { SandboxPaymentButtons } from './sandbox-payment-buttons';
import { SandboxPaymentSummary } from './sandbox-payment-summary';
import { type Outcome, settledMessageKey, settledOutcome, useSandboxPayment } from './use-sandbox-payment';

export function SandboxPayment({ token }: { token: string }) {
  const t = useTranslations('SandboxPay');
  const plans = useTranslations('Plans');
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { view, working, submit } = useSandboxPayment(token, { loadFailed: t('loadFailed'), actionFailed: t('actionFailed') });
  // Opened on its own (not framed), the page itself says what happened and links back to the invoice.
  const [done, setDone] = useState<Outcome | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const payment = view.kind === 'ready' ? view.payment : null;
  const settled = payment ? settledOutcome(payment) : null;
  const report = (outcome: Outcome | 'close') => {
    if (postSandboxOutcome(token, outcome)) return;
    if (outcome !== 'close') setDone(outcome);
    else router.push(payment ? `/invoice/${encodeURIComponent(payment.orderId)}` : '/');
  };
  const settle = async (result: Outcome) => {
    const outcome = await submit(result);
    if (outcome) report(outcome);
  };
  // Closing a settled payment is not "closing early": it reports the outcome, so the invoice page shows it.
  const close = () => report(settled ?? 'close');
  const planKey = payment ? planKeyOf(payment.planId) : null;
  const message = done ? t(done === 'success' ? 'doneSuccess' : 'doneFailure') : payment && settled ? t(settledMessageKey(payment)) : null;
  const error = view.kind === 'error' ? view.message : view.kind === 'ready' ? view.error : null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="sandbox-pay-title"
      aria-describedby="sandbox-pay-notice"
      data-testid="sandbox-pay"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-slate-900 backdrop:bg-white"
    >
      <div className="mx-auto flex min-h-full max-w-md flex-col p-6">
        <p className="self-start rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-800">{t('badge')}</p>
        <h1 id="sandbox-pay-title" className="mt-3 text-xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p
          id="sandbox-pay-notice"
          data-testid="sandbox-pay-notice"
          className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('notice')}
        </p>
        {view.kind === 'loading' ? (
          <p role="status" className="mt-6 text-sm text-slate-500">
            {t('loading')}
          </p>
        ) : null}
        {payment ? (
          <SandboxPaymentSummary
            orderId={payment.orderId}
            plan={planKey ? plans(`names.${planKey}`) : payment.planName}
            amount={formatRupiah(payment.amount)}
          />
        ) : null}
        {error ? (
          <p role="alert" data-testid="sandbox-pay-error" className="mt-4 text-sm text-rose-800">
            {error}
          </p>
        ) : null}
        {message ? (
          <p role="status" data-testid="sandbox-pay-settled" className="mt-4 text-sm font-medium text-slate-700">
            {message}
          </p>
        ) : null}
        <SandboxPaymentButtons
          canPay={payment !== null && settled === null && done === null}
          working={working}
          onPay={() => void settle('success')}
          onFail={() => void settle('failure')}
          onClose={close}
          invoiceOrderId={done && payment ? payment.orderId : null}
        />
      </div>
    </dialog>
  );
}
