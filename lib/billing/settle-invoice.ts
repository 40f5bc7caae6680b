// Activation, exactly once: the invoice becomes paid and the buyer's premium grows in ONE transaction (the caller's,
// which records the payment event in it too), and only the statement that actually moves the invoice to paid extends
// premium. Concurrent callers queue on the invoice's row lock; once the winner commits, the others'
// `status <> 'paid'` no longer matches and they extend nothing. Money for an invoice whose account was deleted grants
// nothing: the invoice becomes needs_refund, for the operator to pay back.
import 'server-only';
import type { Prisma } from '../generated/prisma/client';
import { extendPremium } from './add-calendar-months';
import { findPlan } from '../shared/plans';

export type SettleOutcome = 'activated' | 'needs refund: no account' | 'duplicate';

export async function settleInvoice(tx: Prisma.TransactionClient, orderId: string, now: Date): Promise<SettleOutcome> {
  // From pending, and also from expired, failed or cancelled: those are our own verdicts (a timeout, an earlier
  // declined card, a deleted account), while the provider now confirms money received. paid and needs_refund are
  // final. An account deleted while its payment page was open has no user_id any more (the delete waits on this row).
  const settled = await tx.$queryRaw<{ user_id: string | null; plan_id: string }[]>`
    UPDATE invoices
       SET status = CASE WHEN user_id IS NULL THEN 'needs_refund'::invoice_status ELSE 'paid'::invoice_status END,
           paid_at = ${now}, updated_at = ${now}
     WHERE order_id = ${orderId} AND status NOT IN ('paid', 'needs_refund')
    RETURNING user_id, plan_id`;
  const invoice = settled[0];
  if (!invoice) return 'duplicate';
  if (!invoice.user_id) return 'needs refund: no account';
  const plan = findPlan(invoice.plan_id);
  if (!plan) throw new Error(`Invoice ${orderId} names plan ${invoice.plan_id}, which no longer exists`);
  // Locks the user too, so two different invoices paid at once stack instead of both starting from the same expiry.
  const [user] = await tx.$queryRaw<{ premium_expires_at: Date | null }[]>`
    SELECT premium_expires_at FROM users WHERE id = ${invoice.user_id} FOR UPDATE`;
  const period = extendPremium(user?.premium_expires_at ?? null, plan.months, now);
  await tx.user.update({ where: { id: invoice.user_id }, data: { premiumExpiresAt: period.premiumUntil } });
  await tx.invoice.update({ where: { orderId }, data: period });
  return 'activated';
}
