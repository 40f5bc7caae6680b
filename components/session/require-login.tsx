'use client';
// The login guard of the favourites, standalone-journals and SINTA pages: nothing while the
// session loads, the page for a signed-in user, otherwise the 'Login Diperlukan' alert whose OK goes to /{lang}.
import type { ReactNode } from 'react';
import { LoginRequiredAlert } from './login-required-alert';
import { useSession } from './session-context';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useSession();
  if (loading) return null;
  if (!isAuthenticated) return <LoginRequiredAlert />;
  return <>{children}</>;
}
