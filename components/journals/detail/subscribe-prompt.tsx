// The subscription prompt of a journal page (spec §2): subscribing needs login, so a signed-out visitor reads
// 'Login diperlukan untuk berlangganan' and gets a button that opens the login modal; the plans are one link away.
import { getTranslations } from 'next-intl/server';
import { LoginButton } from '@/components/layout/login-button';
import { Link } from '@/lib/i18n/navigation';

export async function SubscribePrompt() {
  const t = await getTranslations('Journal');
  return (
    <aside
      aria-labelledby="journal-subscribe-heading"
      data-testid="journal-subscribe"
      className="rounded-xl border border-blue-200 bg-blue-50 p-5 sm:p-6"
    >
      <h2 id="journal-subscribe-heading" className="text-lg font-semibold text-blue-950">
        {t('subscribeTitle')}
      </h2>
      <p className="mt-2 text-sm text-blue-900">{t('subscribeText')}</p>
      <p data-testid="journal-subscribe-login-required" className="mt-3 text-sm font-medium text-blue-950">
        {t('subscribeLoginRequired')}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* Accounts are not built yet, so every visitor is signed out: the login button is always the action. */}
        <LoginButton
          label={t('subscribeLogin')}
          testId="journal-subscribe-login"
          className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-800"
        />
        <Link href="/pricing" className="rounded-md text-sm font-medium text-blue-800 hover:underline">
          {t('seePlans')}
        </Link>
      </div>
    </aside>
  );
}
