// The subscription prompt of a journal page: subscribing needs login, so a signed-out visitor reads
// 'Login diperlukan untuk berlangganan' with a button opening the login modal; a signed-in free user gets the plan
// modal; a premium user sees no prompt. Server-rendered as the signed-out prompt (the page is cached for everyone).
import { getTranslations } from 'next-intl/server';
import { SubscribeActions } from '@/components/premium/subscribe-actions';
import { UnlessPremium } from '@/components/premium/unless-premium';

export async function SubscribePrompt() {
  const t = await getTranslations('Journal');
  return (
    <UnlessPremium>
      <aside
        aria-labelledby="journal-subscribe-heading"
        data-testid="journal-subscribe"
        className="rounded-xl border border-blue-200 bg-blue-50 p-5 sm:p-6"
      >
        <h2 id="journal-subscribe-heading" className="text-lg font-semibold text-blue-950">
          {t('subscribeTitle')}
        </h2>
        <p className="mt-2 text-sm text-blue-900">{t('subscribeText')}</p>
        <SubscribeActions />
      </aside>
    </UnlessPremium>
  );
}
