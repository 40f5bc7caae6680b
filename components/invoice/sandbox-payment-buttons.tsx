'use client';
// The sandbox popup's buttons: Pay and Fail while the payment is open, then Close (or, outside a frame, a link back
// to the invoice). Pay has the focus first, as the one action a tester came for.
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

const buttonClassName =
  'block w-full rounded-lg px-4 py-2.5 text-center text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60';

interface SandboxPaymentButtonsProps {
  canPay: boolean;
  working: 'success' | 'failure' | null;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
  /** Set once the outcome could not be told to a framing page: the invoice to go back to. */
  invoiceOrderId: string | null;
}

export function SandboxPaymentButtons({ canPay, working, onPay, onFail, onClose, invoiceOrderId }: SandboxPaymentButtonsProps) {
  const t = useTranslations('SandboxPay');
  const isWorking = working !== null;
  return (
    <div className="mt-auto space-y-3 pt-6">
      {canPay ? (
        <>
          <button
            type="button"
            autoFocus
            data-testid="sandbox-pay-success"
            disabled={isWorking}
            onClick={onPay}
            className={`${buttonClassName} bg-emerald-600 text-white hover:bg-emerald-700`}
          >
            {working === 'success' ? t('working') : t('pay')}
          </button>
          <button
            type="button"
            data-testid="sandbox-pay-failure"
            disabled={isWorking}
            onClick={onFail}
            className={`${buttonClassName} border border-rose-200 bg-white text-rose-700 hover:bg-rose-50`}
          >
            {working === 'failure' ? t('working') : t('fail')}
          </button>
        </>
      ) : null}
      {invoiceOrderId ? (
        <Link
          href={`/invoice/${encodeURIComponent(invoiceOrderId)}`}
          data-testid="sandbox-pay-back"
          className={`${buttonClassName} bg-blue-700 text-white hover:bg-blue-800`}
        >
          {t('backToInvoice')}
        </Link>
      ) : (
        <button
          type="button"
          data-testid="sandbox-pay-close"
          disabled={isWorking}
          onClick={onClose}
          className={`${buttonClassName} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          {t('close')}
        </button>
      )}
    </div>
  );
}
