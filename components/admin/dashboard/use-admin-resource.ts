'use client';
// Loads one admin GET once: the data, or null while loading or after a failure. The dashboard's failures other than
// the countries' are only logged (a 401 has already ended the session in the admin fetcher).
import { useEffect, useState } from 'react';
import { adminFetchJson } from '@/lib/admin/client/admin-fetch-json';

export function useAdminResource<T>(url: string): { data: T | null; isLoading: boolean } {
  const [state, setState] = useState<{ data: T | null; isLoading: boolean }>({ data: null, isLoading: true });

  useEffect(() => {
    let isCurrent = true;
    adminFetchJson<T>(url)
      .then((data) => { if (isCurrent) setState({ data, isLoading: false }); })
      .catch((error: unknown) => {
        console.error(`Admin request failed: ${url}`, error);
        if (isCurrent) setState({ data: null, isLoading: false });
      });
    return () => { isCurrent = false; };
  }, [url]);

  return state;
}
