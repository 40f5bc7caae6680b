'use client';
// Spec §4: a restored session keeps its stored premium flag, but premium may have lapsed (or been granted) since it
// was saved, so /auth/me is asked once per restored token. A refused token ends the session through the API client.
import { useCallback, useEffect, useRef } from 'react';
import { fetchJson } from '@/lib/api-client/fetch-json';
import { readStoredSession, savePremium } from '@/lib/api-client/session-storage';

interface Profile {
  isPremium: boolean;
}

/** Refreshes the premium flag of `token` once; returns a function marking a token as already fresh (a new login). */
export function usePremiumRefresh(token: string | null): (freshToken: string) => void {
  const refreshedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || refreshedToken.current === token) return;
    refreshedToken.current = token;
    fetchJson<Profile>('/api/auth/me')
      .then((profile) => {
        // The user may have logged out or in as someone else while the answer travelled.
        if (readStoredSession().token === token) savePremium(profile.isPremium === true);
      })
      .catch(() => {
        // A 401 is handled by the API client (the session ends); any other failure keeps the stored flag.
      });
  }, [token]);

  return useCallback((freshToken: string) => {
    refreshedToken.current = freshToken;
  }, []);
}
