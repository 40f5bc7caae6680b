// An invoice for its owner only (GET /api/invoices/{orderId}). Owner and id in one lookup; anyone else gets
// the same 404 as for an id that does not exist, so an order id's existence is never revealed.
import 'server-only';
import { db } from '../core/db';
import { ApiError } from '../core/api-error';
import { type InvoiceJson, invoiceJsonSelect, toInvoiceJson } from './invoice-json';
import { isOrderId } from './order-id';

export const invoiceNotFound = () => new ApiError('not_found', 'invoiceNotFound');

export async function getOwnInvoice(input: { userId: string; orderId: string }): Promise<InvoiceJson> {
  if (!isOrderId(input.orderId)) throw invoiceNotFound();
  const invoice = await db.invoice.findFirst({
    where: { orderId: input.orderId, userId: input.userId },
    select: invoiceJsonSelect,
  });
  if (!invoice) throw invoiceNotFound();
  return toInvoiceJson(invoice);
}
