'use client';
// The account page's body for a signed-in user (the page's login guard handles everyone else): the subscription
// (premium until when, or free), the user's invoices, and the password change.
import { useTranslations } from 'next-intl';
import type { ProviderName } from '@/components/invoice/download-receipt';
import { useSession } from '@/components/session/session-context';
import { ChangePasswordForm } from './change-password-form';
import { OwnInvoices } from './own-invoices';
import { SubscriptionStatus } from './subscription-status';
import { useProfile } from './use-account-data';

export function AccountView({ provider }: { provider: ProviderName | null }) {
  const t = useTranslations('Account');
  const { token } = useSession();
  const profile = useProfile(token);

  return (
    <div data-testid="account-page" className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 data-testid="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('title')}
      </h1>
      <SubscriptionStatus profile={profile.data} failed={profile.error !== undefined} onRetry={() => void profile.mutate()} />
      <OwnInvoices token={token} provider={provider} />
      <ChangePasswordForm username={profile.data?.username ?? null} />
    </div>
  );
}
