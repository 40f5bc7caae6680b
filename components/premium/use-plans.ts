'use client';
// The plans as GET /api/plans serves them (one source of truth: lib/shared/plans.ts), through SWR: fetched when the
// plan modal first opens (its content mounts only then) and shared by every later opening.
import useSWR from 'swr';
import type { ApiClientError } from '@/lib/client/api-client-error';
import { fetchJson } from '@/lib/client/fetch-json';
import type { Plan } from '@/lib/shared/plans';

export interface PlansAnswer {
  plans: Plan[];
  /** A payment provider takes payments; false: the plans are shown without a way to buy them. */
  onSale: boolean;
  /** The payment sandbox runs: paying is a test, and the modal says so. */
  testPayments: boolean;
}

async function fetchPlans(url: string): Promise<PlansAnswer> {
  // Public: no token, so a stale session cannot make the plans fail with a 401.
  return fetchJson<PlansAnswer>(url, { token: null });
}

export function usePlans() {
  return useSWR<PlansAnswer, ApiClientError>('/api/plans', fetchPlans, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
