// Creates the invoice for a plan (POST /api/invoices/create), or gives back the user's pending, unexpired one
// for the same plan and price. One user's creations run one at a time (an advisory lock on the user), so two
// concurrent clicks make one invoice.
import 'server-only';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import { invoiceCreationLockClass } from './billing-locks';
import { invoiceLifetimeMs } from './invoice-lifetime';
import { newOrderId } from './order-id';
import { findPlan } from '../shared/plans';
import { requirePaymentProvider } from './providers/get-payment-provider';

export async function createInvoice(input: {
  userId: string;
  planId: string;
  now?: Date;
}): Promise<{ orderId: string; isNew: boolean }> {
  const plan = findPlan(input.planId);
  if (!plan) throw new ApiError('bad_request', 'unknownPlan');
  const provider = requirePaymentProvider();
  const now = input.now ?? new Date();
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${invoiceCreationLockClass}::int, hashtext(${input.userId}))`;
      const user = await tx.user.findUnique({ where: { id: input.userId }, select: { nama: true, email: true } });
      if (!user) throw new ApiError('unauthorized', 'unauthorized');
      const pending = await tx.invoice.findFirst({
        where: { userId: input.userId, planId: plan.id, amount: plan.price, status: 'pending', expiresAt: { gt: now } },
        orderBy: { createdAt: 'desc' },
        select: { orderId: true },
      });
      if (pending) return { orderId: pending.orderId, isNew: false };
      const invoice = await tx.invoice.create({
        data: {
          orderId: newOrderId(now),
          userId: input.userId,
          issuedToName: user.nama,
          issuedToEmail: user.email,
          planId: plan.id,
          planName: plan.name,
          amount: plan.price,
          currency: plan.currency,
          provider: provider.name,
          createdAt: now,
          expiresAt: new Date(now.getTime() + invoiceLifetimeMs),
        },
        select: { orderId: true },
      });
      return { orderId: invoice.orderId, isNew: true };
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}
