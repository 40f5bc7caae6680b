'use client';
// The paid invoice's receipt as a PDF download (receipt-pdf.ts), built in the browser from the invoice on the page:
// nothing more to ask of the server, and the same text the page shows, in the reader's language.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { saveBlob } from '@/components/ui/save-blob';
import { formatRupiah } from '@/lib/billing/format-rupiah';
import { buildReceiptPdf } from '../../lib/billing/receipt/receipt-pdf';
import type { InvoiceJson } from './use-invoice';
import { useInvoiceDates } from './use-invoice-dates';

export type ProviderName = 'midtrans' | 'sandbox';

/** `provider`: the server's current payment provider (the invoice itself does not say which one took it). */
export function useDownloadReceipt(planName: string, provider: ProviderName | null) {
  const t = useTranslations('Receipt');
  const status = useTranslations('InvoiceStatus');
  const formatDate = useInvoiceDates();
  return useCallback(
    (invoice: InvoiceJson) => {
      const bytes = buildReceiptPdf({
        heading: 'Jurnal Finder',
        title: t('title'),
        rows: [
          { label: t('orderId'), value: invoice.orderId },
          { label: t('date'), value: formatDate(invoice.createdAt) },
          { label: t('plan'), value: planName },
          { label: t('amount'), value: formatRupiah(invoice.amount) },
          { label: t('name'), value: invoice.userId.nama },
          { label: t('email'), value: invoice.userId.email },
          { label: t('paidAt'), value: invoice.paidAt ? formatDate(invoice.paidAt) : '-' },
          { label: t('provider'), value: t(`providers.${provider ?? 'unknown'}`) },
          { label: t('status'), value: status('paid') },
        ],
        footer: t('footer'),
        createdAt: new Date(),
      });
      saveBlob(new Blob([bytes], { type: 'application/pdf' }), t('fileName', { orderId: invoice.orderId }));
    },
    [t, status, formatDate, planName, provider],
  );
}
