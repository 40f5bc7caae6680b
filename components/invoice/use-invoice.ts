'use client';
// The invoice of the invoice page (GET /api/invoices/{orderId}, owner only) through SWR, keyed by the session's token
// so that another login never sees the previous user's answer. Payment and status checks replace it in place.
import useSWR from 'swr';
import type { ApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { InvoiceJson } from '@/lib/billing/invoice-json';

export type { InvoiceJson };

export function useInvoice(orderId: string, token: string | null) {
  const url = `/api/invoices/${encodeURIComponent(orderId)}`;
  const key: [string, string] | null = token ? [url, token] : null;
  return useSWR<InvoiceJson, ApiClientError, [string, string] | null>(key, ([path]) => fetchJson(path), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
