'use client';
// Logout from the header (the Account menu, the phone menu). On a page only a signed-in visitor can see (it says so
// with useLeaveOnLogout), logging out simply leaves it: the home page opens first and the session ends once that page
// has gone, so the 'Login Diperlukan' alert, meant for a visitor who arrives signed out, never shows. Elsewhere the
// session ends at once and the visitor stays where they are.
import { useCallback, useEffect } from 'react';
import { useSession } from './session-context';
import { useRouter } from '@/lib/i18n/navigation';

let signedInOnlyPages = 0;
let endSessionOnceLeft: (() => void) | null = null;

/** Marks the page that calls it as one for signed-in visitors only, while it is shown. */
export function useLeaveOnLogout(): void {
  useEffect(() => {
    signedInOnlyPages += 1;
    return () => {
      signedInOnlyPages -= 1;
      if (signedInOnlyPages > 0 || !endSessionOnceLeft) return;
      const endSession = endSessionOnceLeft;
      endSessionOnceLeft = null;
      endSession();
    };
  }, []);
}

export function useLogOut(): () => void {
  const { logout } = useSession();
  const router = useRouter();
  return useCallback(() => {
    if (signedInOnlyPages === 0) {
      void logout();
      return;
    }
    endSessionOnceLeft = () => void logout();
    router.replace('/');
  }, [logout, router]);
}
