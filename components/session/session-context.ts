'use client';
// The user session a component sees (token, isAuthenticated, isPremium, loading) and what it
// may do with it. Kept apart from the provider so a component that only reads the session imports no effects.
import { createContext, useContext } from 'react';

export interface Session {
  token: string | null;
  isAuthenticated: boolean;
  isPremium: boolean;
  /** True until the stored session has been read (on the server and during hydration). */
  loading: boolean;
}

export interface SessionApi extends Session {
  login: (token: string, isPremium: boolean) => void;
  logout: () => Promise<void>;
  setPremium: (isPremium: boolean) => void;
  /** Asks the server for the premium flag again (after a payment); resolves to it, false when signed out. */
  refreshPremium: () => Promise<boolean>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
