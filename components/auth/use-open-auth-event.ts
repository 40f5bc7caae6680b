'use client';
// Listens for the `jf:open-auth` window event (components/session/open-auth-modal.ts). The stored session is read at
// the moment of the event, not from React state: the token-expired flow clears it just before asking for the login.
import { useEffect } from 'react';
import { type AuthView, type OpenAuthDetail, openAuthEvent } from '@/components/session/open-auth-modal';
import { readStoredSession } from '@/lib/client/session-storage';

export function useOpenAuthEvent(onOpen: (view: AuthView) => void): void {
  useEffect(() => {
    function handleOpen(event: Event) {
      if (readStoredSession().token !== null) return;
      const detail = (event as CustomEvent<OpenAuthDetail | undefined>).detail;
      onOpen(detail?.view === 'register' ? 'register' : 'login');
    }
    window.addEventListener(openAuthEvent, handleOpen);
    return () => window.removeEventListener(openAuthEvent, handleOpen);
  }, [onOpen]);
}
