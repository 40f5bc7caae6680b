'use client';
// Loads the search-console countries for a range, keeping the top 10 by impressions. A failure says why (the
// server's message in English) or 'Gagal mengambil data negara' (the spec's text). An answer to an older range is ignored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminFetchJson } from '@/lib/admin/client/admin-fetch-json';
import type { CountriesResponse, CountryRow } from '@/lib/admin/client/admin-types';
import { adminErrorText, adminTexts } from '../admin-texts';
import { countriesUrl, type DateRange } from './country-range';

const TOP_COUNT = 10;

export interface CountriesState {
  rows: CountryRow[];
  isConfigured: boolean;
  isLoading: boolean;
  error: string | null;
}

export function useCountries(range: DateRange) {
  const [state, setState] = useState<CountriesState>({ rows: [], isConfigured: true, isLoading: true, error: null });
  const requestNumber = useRef(0);

  const load = useCallback(async (wanted: DateRange) => {
    const current = ++requestNumber.current;
    setState((previous) => ({ ...previous, isLoading: true, error: null }));
    try {
      const answer = await adminFetchJson<CountriesResponse>(countriesUrl(wanted));
      if (current !== requestNumber.current) return;
      const rows = [...answer.rows].sort((a, b) => b.impressions - a.impressions).slice(0, TOP_COUNT);
      setState({ rows, isConfigured: answer.configured, isLoading: false, error: null });
    } catch (failure) {
      if (current !== requestNumber.current) return;
      setState({ rows: [], isConfigured: true, isLoading: false, error: adminErrorText(failure, adminTexts.countries.failed) });
    }
  }, []);

  // The first load only; later loads come from the Refresh button, so typing a date does not fetch on each key.
  const initialRange = useRef(range);
  useEffect(() => {
    void load(initialRange.current);
  }, [load]);

  return { ...state, refresh: () => load(range) };
}
