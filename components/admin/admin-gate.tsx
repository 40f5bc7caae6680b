'use client';
// The gate of every admin page but the login: a spinner while the session loads, then the page for a signed-in admin
// or a redirect to the login. Only an early redirect: every admin API handler checks the token itself.
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { ADMIN_LOGIN_PATH } from '@/lib/admin/client/admin-paths';
import { useAdminSession } from './admin-session-context';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { adminTexts } from './admin-texts';

export function AdminGate({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAdminSession();
  const router = useRouter();

  useEffect(() => {
    if (!isLoading && !isAuthenticated) router.replace(ADMIN_LOGIN_PATH);
  }, [isLoading, isAuthenticated, router]);

  if (!isAuthenticated) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <LoadingSpinner label={adminTexts.loading} testId="admin-gate-loading" />
      </div>
    );
  }
  return children;
}
