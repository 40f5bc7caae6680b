'use client';
// One invoice as the page shows and prints it: status badge; issued to (name and email); date;
// status; plan; amount in rupiah; when it was paid or must be paid by; then what can be done with it (and, while the
// sandbox takes payments, that paying is a test).
import { useTranslations } from 'next-intl';
import { planKeyOf } from '@/components/premium/plan-keys';
import { TestPaymentNotice } from '@/components/premium/test-payment-notice';
import { DetailList } from '@/components/ui/detail-list';
import { formatRupiah } from '@/lib/billing/format-rupiah';
import { InvoiceActions } from './invoice-actions';
import { shownStatusOf } from './invoice-status';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { type ProviderName, useDownloadReceipt } from './download-receipt';
import type { InvoiceJson } from './use-invoice';
import { useInvoiceDates } from './use-invoice-dates';
import { useInvoicePayment } from './use-invoice-payment';
import './invoice-print.css';

interface InvoiceDocumentProps {
  invoice: InvoiceJson;
  lang: string;
  provider: ProviderName | null;
  show: (invoice: InvoiceJson) => void;
}

export function InvoiceDocument({ invoice, lang, provider, show }: InvoiceDocumentProps) {
  const t = useTranslations('Invoice');
  const plans = useTranslations('Plans');
  const statusText = useTranslations('InvoiceStatus');
  const formatDate = useInvoiceDates();
  const status = shownStatusOf(invoice.status);
  const planKey = planKeyOf(invoice.planId);
  const planName = planKey ? plans(`names.${planKey}`) : invoice.planName;
  const download = useDownloadReceipt(planName, provider);
  const { pay, checkStatus, busy } = useInvoicePayment({ orderId: invoice.orderId, lang, show });

  const when =
    status === 'paid' && invoice.paidAt
      ? { label: t('paidAt'), value: formatDate(invoice.paidAt), testId: 'invoice-paid-at' }
      : status === 'pending'
        ? { label: t('payBefore'), value: formatDate(invoice.expiresAt), testId: 'invoice-pay-before' }
        : null;

  return (
    <article
      data-invoice-print
      data-testid="invoice"
      data-status={status}
      aria-labelledby="invoice-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 p-5 sm:p-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-blue-700">Jurnal Finder</p>
          <h1 id="invoice-heading" className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
            {t('title')}
          </h1>
          <p data-testid="invoice-order-id" className="mt-1 break-all font-mono text-sm text-slate-600">
            {invoice.orderId}
          </p>
        </div>
        <InvoiceStatusBadge status={status} />
      </header>
      <div className="px-5 sm:px-6">
        <DetailList
          entries={[
            {
              label: t('issuedTo'),
              value: (
                <>
                  <span data-testid="invoice-name" className="block font-medium">
                    {invoice.userId.nama}
                  </span>
                  <span data-testid="invoice-email" className="block text-slate-600">
                    {invoice.userId.email}
                  </span>
                </>
              ),
              testId: 'invoice-issued-to',
            },
            { label: t('date'), value: formatDate(invoice.createdAt), testId: 'invoice-date' },
            { label: t('status'), value: statusText(status), testId: 'invoice-status' },
            { label: t('plan'), value: planName, testId: 'invoice-plan' },
            { label: t('amount'), value: <span className="font-semibold">{formatRupiah(invoice.amount)}</span>, testId: 'invoice-amount' },
            ...(when ? [when] : []),
          ]}
        />
      </div>
      <div className="border-t border-slate-200 p-5 sm:p-6">
        {provider === 'sandbox' ? (
          <div className="mb-4">
            <TestPaymentNotice testId="invoice-test-payments" />
          </div>
        ) : null}
        <InvoiceActions status={status} busy={busy} onPay={() => void pay()} onCheck={() => void checkStatus()} onDownload={() => download(invoice)} />
      </div>
    </article>
  );
}
