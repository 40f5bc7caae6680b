// The dashboard's payments to refund: invoices paid after their account was deleted (status needs_refund), newest
// payment first, with the order id, to whom the invoice was issued, the amount and when it was paid.
import type { AdminDashboardStats } from '@/lib/admin/client/admin-types';
import { formatRupiah } from '@/lib/billing/format-rupiah';
import { adminLocale, adminTexts } from '../admin-texts';
import { DashboardCard } from './dashboard-card';

const texts = adminTexts.dashboard;
const paidAtFormat = new Intl.DateTimeFormat(adminLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

export function RefundsNeededPanel({ refunds }: { refunds: AdminDashboardStats['refundsNeeded'] }) {
  return (
    <DashboardCard title={texts.refundsNeeded} testId="refunds-needed" className="lg:col-span-2">
      <p className="mb-3 text-sm text-slate-600">{texts.refundsNeededHelp}</p>
      {refunds.total === 0 ? (
        <p className="text-sm text-slate-500" data-testid="refunds-none">{texts.refundsNone}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">{texts.refundOrder}</th>
                  <th scope="col" className="py-1 pr-4 font-medium">{texts.refundIssuedTo}</th>
                  <th scope="col" className="py-1 pr-4 font-medium">{texts.refundAmount}</th>
                  <th scope="col" className="py-1 font-medium">{texts.refundPaidAt}</th>
                </tr>
              </thead>
              <tbody className="text-slate-800">
                {refunds.invoices.map((invoice) => (
                  <tr key={invoice.orderId} data-testid="refund-row" className="border-t border-slate-100">
                    <td className="py-1 pr-4 font-mono">{invoice.orderId}</td>
                    <td className="py-1 pr-4">{invoice.issuedToName} &lt;{invoice.issuedToEmail}&gt;</td>
                    <td className="py-1 pr-4">{formatRupiah(invoice.amount)} ({invoice.planName})</td>
                    <td className="py-1">{invoice.paidAt ? paidAtFormat.format(new Date(invoice.paidAt)) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {refunds.total > refunds.invoices.length ? (
            <p className="mt-2 text-sm text-slate-500">{texts.refundsShown(refunds.invoices.length, refunds.total)}</p>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
