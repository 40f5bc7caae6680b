// The signed-in user's own invoices (GET /api/invoices), newest first, one page at a time in the catalogue lists'
// envelope. Only invoices still linked to the account: one kept after its account was deleted belongs to nobody here.
import 'server-only';
import { db } from '../core/db';
import type { Page } from '../shared/page-of';
import type { InvoiceListQuery } from '../schemas/billing';
import { pageOf } from '../shared/page-of';
import { type InvoiceJson, invoiceJsonSelect, toInvoiceJson } from './invoice-json';

export async function listOwnInvoices(input: InvoiceListQuery & { userId: string }): Promise<Page<InvoiceJson>> {
  const where = { userId: input.userId };
  const [total, rows] = await Promise.all([
    db.invoice.count({ where }),
    db.invoice.findMany({
      where,
      // The order id breaks ties between invoices of the same millisecond, so pages never overlap.
      orderBy: [{ createdAt: 'desc' }, { orderId: 'desc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
      select: invoiceJsonSelect,
    }),
  ]);
  return pageOf(rows.map(toInvoiceJson), { page: input.page, limit: input.limit, total });
}
