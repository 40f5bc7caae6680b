// The invoices paid for an account that no longer exists (status needs_refund): money taken, nothing granted. The
// admin dashboard lists them, newest payment first, with whom they were issued to, so the operator can pay them back.
import 'server-only';
import { db } from '../core/db';

export interface RefundNeeded {
  orderId: string;
  planName: string;
  /** Whole rupiah. */
  amount: number;
  currency: string;
  paidAt: Date | null;
  issuedToName: string;
  issuedToEmail: string;
}

export interface RefundsNeeded {
  total: number;
  /** The newest `limit` of them. */
  invoices: RefundNeeded[];
}

export async function listRefundsNeeded(limit = 50): Promise<RefundsNeeded> {
  const where = { status: 'needs_refund' as const };
  const [total, invoices] = await Promise.all([
    db.invoice.count({ where }),
    db.invoice.findMany({
      where,
      orderBy: [{ paidAt: 'desc' }, { orderId: 'asc' }],
      take: limit,
      select: { orderId: true, planName: true, amount: true, currency: true, paidAt: true, issuedToName: true, issuedToEmail: true },
    }),
  ]);
  return { total, invoices };
}
