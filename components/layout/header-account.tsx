'use client';
// The header's account slot: while the session loads, an invisible twin of the login button holds its place
// (nothing flashes, nothing shifts); signed out, the login button; signed in, the Account dropdown.
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/session/session-context';
import { AccountMenu } from './account-menu';
import { LoginButton } from '../auth/login-button';

const loginClassName =
  'hidden rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 md:inline-flex';

export function HeaderAccount() {
  const t = useTranslations('Header');
  const { loading, isAuthenticated } = useSession();
  if (loading) {
    return (
      <span aria-hidden="true" data-testid="account-placeholder" className={`${loginClassName} invisible`}>
        {t('login')}
      </span>
    );
  }
  if (isAuthenticated) return <AccountMenu />;
  return <LoginButton label={t('login')} testId="login-button" className={loginClassName} />;
}
