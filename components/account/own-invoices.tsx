'use client';
// The account's invoices, newest first, a page at a time: loading, a failure with Try again, none yet, or the list
// with the pager (shown only past one page).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProviderName } from '@/components/invoice/download-receipt';
import { Pager } from '@/components/ui/pager';
import { SectionCard } from '@/components/ui/section-card';
import { LoadFailure } from './load-failure';
import { OwnInvoiceItem } from './own-invoice-item';
import { useOwnInvoices } from './use-account-data';

export function OwnInvoices({ token, provider }: { token: string | null; provider: ProviderName | null }) {
  const t = useTranslations('Account');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useOwnInvoices(token, page);

  const body = () => {
    if (error) return <LoadFailure message={t('invoicesFailed')} testId="account-invoices-error" onRetry={() => void mutate()} />;
    if (!data) return <p role="status" className="text-sm text-slate-500">{t('invoicesLoading')}</p>;
    if (data.pagination.total === 0) {
      return (
        <p data-testid="account-invoices-empty" className="text-sm text-slate-600">
          {t('invoicesEmpty')}
        </p>
      );
    }
    return (
      <>
        <ul data-testid="account-invoices" className="divide-y divide-slate-100">
          {data.data.map((invoice) => (
            <OwnInvoiceItem key={invoice.orderId} invoice={invoice} provider={provider} />
          ))}
        </ul>
        <Pager page={data.pagination.page} pages={data.pagination.pages} onSelect={setPage} />
      </>
    );
  };

  return (
    <SectionCard id="account-invoices-heading" title={t('invoicesHeading')} testId="account-invoices-section">
      {body()}
    </SectionCard>
  );
}
