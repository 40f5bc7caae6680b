'use client';
// What the journal page's subscription prompt offers, by session: signed out (and while the session
// loads, as the cached HTML shows it), 'Login diperlukan untuk berlangganan' and the login button; signed in and
// free, the plan modal (a premium user is shown no prompt: UnlessPremium).
import { useTranslations } from 'next-intl';
import { LoginButton } from '@/components/auth/login-button';
import { useSession } from '@/components/session/session-context';
import { Link } from '@/lib/i18n/navigation';
import { openPlanModal } from './open-plan-modal';

const primaryClassName =
  'rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800';

export function SubscribeActions() {
  const t = useTranslations('Journal');
  const prompt = useTranslations('SubscribePrompt');
  const { loading, isAuthenticated } = useSession();
  const isSignedIn = !loading && isAuthenticated;
  return (
    <>
      {isSignedIn ? null : (
        <p data-testid="journal-subscribe-login-required" className="mt-3 text-sm font-medium text-blue-950">
          {t('subscribeLoginRequired')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {isSignedIn ? (
          <button type="button" data-testid="journal-subscribe-plans" onClick={openPlanModal} className={primaryClassName}>
            {prompt('choosePlan')}
          </button>
        ) : (
          <LoginButton label={t('subscribeLogin')} testId="journal-subscribe-login" className={primaryClassName} />
        )}
        <Link href="/pricing" className="rounded-md text-sm font-medium text-blue-800 hover:underline">
          {t('seePlans')}
        </Link>
      </div>
    </>
  );
}
