'use client';
// The mobile menu's account block: signed in, the upgrade block (free users only, opening the plan
// modal that the Account menu mounts), the account and favourites links and the logout block; signed out, the login
// block with its premium hint; nothing while the session loads.
import { useTranslations } from 'next-intl';
import { openPlanModal } from '@/components/premium/open-plan-modal';
import { useSession } from '@/components/session/session-context';
import { Link } from '@/lib/i18n/navigation';
import { LoginButton } from '../auth/login-button';
import { useLogOut } from '@/components/session/use-log-out';

const primaryClassName =
  'mt-3 block w-full rounded-lg px-4 py-2.5 text-center text-sm font-semibold shadow-sm transition-colors';

export function MobileAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('Header');
  const { loading, isAuthenticated, isPremium } = useSession();
  const logOut = useLogOut();
  if (loading) return null;

  if (!isAuthenticated) {
    return (
      <div data-testid="mobile-login-block" className="border-t border-slate-200 bg-slate-50 px-4 py-4">
        <p className="text-sm text-slate-600">{t('loginHint')}</p>
        <LoginButton
          label={t('login')}
          testId="mobile-login-button"
          onOpen={onNavigate}
          className={`${primaryClassName} bg-blue-700 text-white hover:bg-blue-800`}
        />
      </div>
    );
  }

  return (
    <div data-testid="mobile-account" className="divide-y divide-slate-200 border-t border-slate-200 bg-slate-50">
      {isPremium ? null : (
        <div className="px-4 py-4">
          <p className="text-sm text-slate-600">{t('upgradeHint')}</p>
          <button
            type="button"
            data-testid="mobile-upgrade"
            onClick={() => {
              onNavigate();
              openPlanModal();
            }}
            className={`${primaryClassName} bg-amber-700 text-white hover:bg-amber-800`}
          >
            {t('premiumUpgrade')}
          </button>
        </div>
      )}
      <div className="px-4 py-3">
        <Link
          href="/account"
          data-testid="mobile-account-link"
          onClick={onNavigate}
          className="block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('myAccount')}
        </Link>
        <Link
          href="/favorite"
          data-testid="mobile-favorite"
          onClick={onNavigate}
          className="block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('favorite')}
        </Link>
      </div>
      <div className="px-4 py-4">
        <button
          type="button"
          data-testid="mobile-logout"
          onClick={() => {
            onNavigate();
            logOut();
          }}
          className={`${primaryClassName} mt-0 border border-rose-200 bg-white text-rose-700 hover:bg-rose-50`}
        >
          {t('logout')}
        </button>
      </div>
    </div>
  );
}
