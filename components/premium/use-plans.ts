'use client';
// The plans as GET /api/plans serves them (one source of truth: lib/billing/plans.ts), through SWR: fetched when the
// plan modal first opens (its content mounts only then) and shared by every later opening.
import useSWR from 'swr';
import type { ApiClientError } from '@/lib/api-client/api-client-error';
import { fetchJson } from '@/lib/api-client/fetch-json';
import type { Plan } from '@/lib/billing/plans';

async function fetchPlans(url: string): Promise<Plan[]> {
  // Public: no token, so a stale session cannot make the plans fail with a 401.
  return (await fetchJson<{ plans: Plan[] }>(url, { token: null })).plans;
}

export function usePlans() {
  return useSWR<Plan[], ApiClientError>('/api/plans', fetchPlans, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
