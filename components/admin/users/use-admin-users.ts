'use client';
// The users page's list: GET /api/admin/users with the page, 10 users a page and the submitted search; `reload`
// after an edit or a delete. A failure is only logged (the table stays as it was).
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminFetchJson } from '@/lib/admin/client/admin-fetch-json';
import type { AdminUsersResponse } from '@/lib/admin/client/admin-types';

export const USERS_PAGE_SIZE = 10;

function usersUrl(page: number, search: string): string {
  const query = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `/api/admin/users?${query.toString()}`;
}

export function useAdminUsers() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [data, setData] = useState<AdminUsersResponse | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const requestNumber = useRef(0);

  const load = useCallback(async () => {
    const current = ++requestNumber.current;
    setIsLoading(true);
    try {
      const answer = await adminFetchJson<AdminUsersResponse>(usersUrl(page, search));
      if (current === requestNumber.current) setData(answer);
    } catch (error) {
      console.error('Admin users request failed', error);
    } finally {
      if (current === requestNumber.current) setIsLoading(false);
    }
  }, [page, search]);

  useEffect(() => {
    void load();
  }, [load]);

  const applySearch = useCallback((value: string) => {
    setSearch(value.trim());
    setPage(1);
  }, []);

  return { data, isLoading, page, setPage, applySearch, reload: load };
}
