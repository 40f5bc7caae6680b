'use client';
// The account page's data through SWR, keyed by the session's token so that another login never sees the previous
// user's answers: the profile (GET /api/auth/me: premium until when) and a page of the user's own invoices
// (GET /api/invoices, newest first). A password change gives the session a new token, and both are asked again.
import useSWR from 'swr';
import type { Profile } from '@/lib/accounts/auth/get-profile';
import type { ApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { Page } from '@/lib/shared/page-of';
import type { InvoiceJson } from '@/lib/billing/invoice-json';

export type { InvoiceJson, Profile };

/** Invoices a page of the account page shows. */
export const INVOICES_PER_PAGE = 10;

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useProfile(token: string | null) {
  return useSWR<Profile, ApiClientError, [string, string] | null>(
    token ? ['/api/auth/me', token] : null,
    ([path]) => fetchJson(path),
    once,
  );
}

export function useOwnInvoices(token: string | null, page: number) {
  const url = `/api/invoices?page=${page}&limit=${INVOICES_PER_PAGE}`;
  return useSWR<Page<InvoiceJson>, ApiClientError, [string, string] | null>(
    token ? [url, token] : null,
    ([path]) => fetchJson(path),
    { ...once, keepPreviousData: true },
  );
}
