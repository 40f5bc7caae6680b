'use client';
// The invoice's status badge: 'Menunggu Pembayaran' in amber, 'Lunas' in green, 'Gagal' in rose.
import { useTranslations } from 'next-intl';
import type { ShownStatus } from './invoice-status';

const toneOf: Record<ShownStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  failed: 'bg-rose-50 text-rose-800 ring-rose-600/30',
};

export function InvoiceStatusBadge({ status }: { status: ShownStatus }) {
  const t = useTranslations('InvoiceStatus');
  return (
    <span
      data-testid="invoice-status-badge"
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${toneOf[status]}`}
    >
      {t(status)}
    </span>
  );
}
