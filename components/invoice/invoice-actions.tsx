'use client';
// What an invoice offers by status: pending, 'Menunggu Pembayaran' with Pay and Check status; paid,
// the thanks with Download (PDF receipt) and Print; failed, expired or unknown, 'Pembayaran gagal atau kedaluwarsa.'.
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ShownStatus } from './invoice-status';

const primaryClassName =
  'rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60';
const secondaryClassName =
  'rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

interface InvoiceActionsProps {
  status: ShownStatus;
  busy: 'pay' | 'check' | null;
  onPay: () => void;
  onCheck: () => void;
  onDownload: () => void;
}

export function InvoiceActions({ status, busy, onPay, onCheck, onDownload }: InvoiceActionsProps) {
  const t = useTranslations('Invoice');
  const statusText = useTranslations('InvoiceStatus');

  if (status === 'pending') {
    return (
      <div data-testid="invoice-pending">
        <p className="font-semibold text-amber-800">{statusText('pending')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('pendingText')}</p>
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          <button type="button" data-testid="invoice-pay" onClick={onPay} disabled={busy !== null} aria-busy={busy === 'pay'} className={primaryClassName}>
            {busy === 'pay' ? t('paying') : t('pay')}
          </button>
          <button type="button" data-testid="invoice-check-status" onClick={onCheck} disabled={busy !== null} aria-busy={busy === 'check'} className={secondaryClassName}>
            {busy === 'check' ? t('checking') : t('checkStatus')}
          </button>
        </div>
      </div>
    );
  }

  if (status === 'paid') {
    return (
      <div data-testid="invoice-paid">
        <p className="font-semibold text-emerald-800">{statusText('paid')}</p>
        <p data-testid="invoice-thanks" className="mt-1 text-sm text-slate-600">
          {t('thanks')}
        </p>
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          <button type="button" data-testid="invoice-download" onClick={onDownload} className={primaryClassName}>
            {t('download')}
          </button>
          <button type="button" data-testid="invoice-print" onClick={() => window.print()} className={secondaryClassName}>
            {t('print')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div data-testid="invoice-failed">
      <p className="font-semibold text-rose-800">{statusText('failed')}</p>
      <p data-testid="invoice-failed-text" className="mt-1 text-sm text-slate-600">
        {t('failedText')}
      </p>
      <Link href="/pricing" className={`mt-4 inline-block print:hidden ${secondaryClassName}`}>
        {t('choosePlanAgain')}
      </Link>
    </div>
  );
}
