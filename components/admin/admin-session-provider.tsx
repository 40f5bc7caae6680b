'use client';
// Holds the admin session for every admin page: restored from localStorage once after mounting (only when both values
// exist; unreadable details are cleared), stored on login, cleared on sign out.
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { clearAdminSession, readAdminSession, storeAdminSession } from '@/lib/admin/client/admin-storage';
import type { AdminDetails, AdminLoginResponse } from '@/lib/admin/client/admin-types';
import { type AdminSession, AdminSessionContext } from './admin-session-context';

interface SessionState {
  admin: AdminDetails | null;
  token: string | null;
  isLoading: boolean;
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  // Starts loading on the server and in the first client render alike, so hydration matches; storage is read after.
  const [state, setState] = useState<SessionState>({ admin: null, token: null, isLoading: true });

  useEffect(() => {
    const stored = readAdminSession();
    setState({ admin: stored?.admin ?? null, token: stored?.token ?? null, isLoading: false });
  }, []);

  const logIn = useCallback(({ admin, token }: AdminLoginResponse) => {
    storeAdminSession({ admin, token });
    setState({ admin, token, isLoading: false });
  }, []);

  const logOut = useCallback(() => {
    clearAdminSession();
    setState({ admin: null, token: null, isLoading: false });
  }, []);

  const session = useMemo<AdminSession>(
    () => ({ ...state, isAuthenticated: Boolean(state.token && state.admin), logIn, logOut }),
    [state, logIn, logOut],
  );
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}
