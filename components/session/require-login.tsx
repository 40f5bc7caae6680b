'use client';
// The login guard of the favourites, standalone-journals, SINTA and account pages: nothing while the session loads,
// the page for a signed-in user, otherwise the 'Login Diperlukan' alert whose OK goes to /{lang} and opens the login
// form. Logging out on a guarded page leaves it for the home page (useLeaveOnLogout), so the alert is only for visitors arriving signed out.
import type { ReactNode } from 'react';
import { LoginRequiredAlert } from './login-required-alert';
import { useSession } from './session-context';
import { useLeaveOnLogout } from './use-log-out';

function SignedInOnly({ children }: { children: ReactNode }) {
  useLeaveOnLogout();
  return <>{children}</>;
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useSession();
  if (loading) return null;
  if (!isAuthenticated) return <LoginRequiredAlert />;
  return <SignedInOnly>{children}</SignedInOnly>;
}
