// Activation, exactly once: the invoice becomes paid and the buyer's premium grows in ONE transaction (the caller's,
// which records the payment event in it too), and only the statement that actually moves the invoice to paid extends
// premium. Concurrent callers queue on the invoice's row lock; once the winner commits, the others'
// `status <> 'paid'` no longer matches and they extend nothing.
import 'server-only';
import type { Prisma } from '../generated/prisma/client';
import { extendPremium } from './add-calendar-months';
import { findPlan } from '../shared/plans';

export type SettleOutcome = 'activated' | 'activated: no account' | 'duplicate';

export async function settleInvoice(tx: Prisma.TransactionClient, orderId: string, now: Date): Promise<SettleOutcome> {
  // From pending, and also from expired or failed: those are our own verdicts (a timeout, an earlier declined card),
  // while the provider now confirms money received. paid itself is final.
  const settled = await tx.$queryRaw<{ user_id: string | null; plan_id: string }[]>`
    UPDATE invoices SET status = 'paid', paid_at = ${now}, updated_at = ${now}
    WHERE order_id = ${orderId} AND status <> 'paid'
    RETURNING user_id, plan_id`;
  const invoice = settled[0];
  if (!invoice) return 'duplicate';
  // The account was deleted after buying: the payment is recorded, there is nobody to make premium.
  if (!invoice.user_id) return 'activated: no account';
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
