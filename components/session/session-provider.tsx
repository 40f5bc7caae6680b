'use client';
// Holds the user session for every page: restored from localStorage after hydration (the
// server and the first render see `loading`), saved on login, cleared on logout and on the token-expired event.
// The end of `loading` is a transition: the pages that follow the session (the home page's catalogue, hundreds of
// elements) render it again in slices the browser can interrupt, not in one task that blocks a tap.
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { fetchJson } from '@/lib/client/fetch-json';
import {
  type StoredSession,
  clearSession,
  noStoredSession,
  readStoredSession,
  savePremium,
  saveSession,
  subscribeSession,
} from '@/lib/client/session-storage';
import { type SessionApi, SessionContext } from './session-context';
import { refreshPremiumOf, usePremiumRefresh } from './use-premium-refresh';
import { useTokenExpiredNotice } from './use-token-expired-notice';

const serverSession = (): StoredSession => noStoredSession;

export function SessionProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(subscribeSession, readStoredSession, serverSession);
  // False on the server and while hydrating, true afterwards: the stored session is only known in the browser.
  const [isRestored, setIsRestored] = useState(false);
  useEffect(() => startTransition(() => setIsRestored(true)), []);
  // The stored session shows with the end of `loading`, in the same transition.
  const session = isRestored ? stored : noStoredSession;
  const markRefreshed = usePremiumRefresh(session.token);
  useTokenExpiredNotice();

  const login = useCallback(
    (token: string, isPremium: boolean) => {
      // The login answer carries a fresh premium flag: no need to ask /auth/me for it.
      markRefreshed(token);
      saveSession(token, isPremium);
    },
    [markRefreshed],
  );

  const logout = useCallback(async () => {
    const { token } = readStoredSession();
    // Cleared first, so the interface is signed out at once and the logout call's own 401 (a token already refused)
    // cannot raise the expiry notice; the call only tells the server to stop accepting older tokens (best effort).
    clearSession();
    if (!token) return;
    await fetchJson<void>('/api/auth/logout', { method: 'POST', token }).catch(() => undefined);
  }, []);

  const refreshPremium = useCallback(async () => {
    const { token } = readStoredSession();
    return token ? refreshPremiumOf(token) : false;
  }, []);

  const value = useMemo<SessionApi>(
    () => ({
      token: session.token,
      isAuthenticated: session.token !== null,
      isPremium: session.isPremium,
      loading: !isRestored,
      login,
      logout,
      setPremium: savePremium,
      refreshPremium,
    }),
    [session, isRestored, login, logout, refreshPremium],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
