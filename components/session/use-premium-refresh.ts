'use client';
// A restored session keeps its stored premium flag, but premium may have lapsed (or been granted) since it
// was saved, so /auth/me is asked once per restored token, and again on demand after a payment (refreshPremium).
import { useCallback, useEffect, useRef } from 'react';
import { fetchJson } from '@/lib/client/fetch-json';
import { readStoredSession, savePremium } from '@/lib/client/session-storage';

interface Profile {
  isPremium: boolean;
}

/**
 * Asks the server for the premium flag of `token` and stores it. Premium is granted by the webhook or the status
 * check on the server, never by the browser's word: the flag is only ever copied from /auth/me.
 */
export async function refreshPremiumOf(token: string): Promise<boolean> {
  const profile = await fetchJson<Profile>('/api/auth/me', { token });
  const isPremium = profile.isPremium === true;
  // The user may have logged out or in as someone else while the answer travelled.
  if (readStoredSession().token === token) savePremium(isPremium);
  return isPremium;
}

/** Refreshes the premium flag of `token` once; returns a function marking a token as already fresh (a new login). */
export function usePremiumRefresh(token: string | null): (freshToken: string) => void {
  const refreshedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || refreshedToken.current === token) return;
    refreshedToken.current = token;
    refreshPremiumOf(token).catch(() => {
      // A 401 is handled by the API client (the session ends); any other failure keeps the stored flag.
    });
  }, [token]);

  return useCallback((freshToken: string) => {
    refreshedToken.current = freshToken;
  }, []);
}
