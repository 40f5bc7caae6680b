'use client';
// One invoice of the account's list: plan and status badge, date and amount in rupiah, the order id, a link to its
// invoice page and, once paid, its receipt as a PDF (built in the browser, as the invoice page builds it).
import { useTranslations } from 'next-intl';
import { type ProviderName, useDownloadReceipt } from '@/components/invoice/download-receipt';
import { shownStatusOf } from '@/components/invoice/invoice-status';
import { InvoiceStatusBadge } from '@/components/invoice/invoice-status-badge';
import { useInvoiceDates } from '@/components/invoice/use-invoice-dates';
import { planKeyOf } from '@/components/premium/plan-keys';
import { formatRupiah } from '@/lib/billing/format-rupiah';
import { Link } from '@/lib/i18n/navigation';
import type { InvoiceJson } from './use-account-data';

const actionClassName =
  'inline-flex items-center rounded-lg border px-3 py-2 text-sm font-semibold shadow-sm transition-colors';

export function OwnInvoiceItem({ invoice, provider }: { invoice: InvoiceJson; provider: ProviderName | null }) {
  const t = useTranslations('Account');
  const labels = useTranslations('Invoice');
  const plans = useTranslations('Plans');
  const formatDate = useInvoiceDates();
  const status = shownStatusOf(invoice.status);
  const planKey = planKeyOf(invoice.planId);
  const planName = planKey ? plans(`names.${planKey}`) : invoice.planName;
  const download = useDownloadReceipt(planName, provider);

  return (
    <li data-testid="account-invoice" data-order-id={invoice.orderId} data-status={status} className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p data-testid="account-invoice-plan" className="font-semibold text-slate-900">
          {planName}
        </p>
        <InvoiceStatusBadge status={status} />
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-500">{labels('date')}</dt>
          <dd data-testid="account-invoice-date" className="text-slate-900">
            {formatDate(invoice.createdAt)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{labels('amount')}</dt>
          <dd data-testid="account-invoice-amount" className="font-semibold text-slate-900">
            {formatRupiah(invoice.amount)}
          </dd>
        </div>
      </dl>
      <p data-testid="account-invoice-order-id" className="mt-1 break-all font-mono text-xs text-slate-500">
        {invoice.orderId}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          href={`/invoice/${encodeURIComponent(invoice.orderId)}`}
          data-testid="account-invoice-link"
          className={`${actionClassName} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          {t('viewInvoice')}
        </Link>
        {status === 'paid' ? (
          <button
            type="button"
            data-testid="account-invoice-receipt"
            onClick={() => download(invoice)}
            className={`${actionClassName} border-blue-700 bg-blue-700 text-white hover:bg-blue-800`}
          >
            {t('receipt')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
