// The invoice as the API answers it: `userId` carries the name and email the invoice was
// issued to, which a financial record keeps even after the account is deleted.
import type { InvoiceStatus, Prisma } from '../generated/prisma/client';

export const invoiceJsonSelect = {
  orderId: true,
  status: true,
  amount: true,
  planId: true,
  planName: true,
  createdAt: true,
  paidAt: true,
  expiresAt: true,
  issuedToName: true,
  issuedToEmail: true,
} satisfies Prisma.InvoiceSelect;

type InvoiceRow = Prisma.InvoiceGetPayload<{ select: typeof invoiceJsonSelect }>;

export interface InvoiceJson {
  orderId: string;
  status: InvoiceStatus;
  amount: number;
  planId: string;
  planName: string;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string;
  userId: { nama: string; email: string };
}

export function toInvoiceJson(row: InvoiceRow): InvoiceJson {
  return {
    orderId: row.orderId,
    status: row.status,
    amount: row.amount,
    planId: row.planId,
    planName: row.planName,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    userId: { nama: row.issuedToName, email: row.issuedToEmail },
  };
}
