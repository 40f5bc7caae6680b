'use client';
// Premium until when (in Jakarta time, as premium months are counted), or free, with the upgrade that opens the plan
// modal (mounted by the Account menu on every signed-in page); a premium that has lapsed says when it ended.
import { useTranslations } from 'next-intl';
import { useInvoiceDates } from '@/components/invoice/use-invoice-dates';
import { openPlanModal } from '@/components/premium/open-plan-modal';
import { SectionCard } from '@/components/ui/section-card';
import { LoadFailure } from './load-failure';
import type { Profile } from './use-account-data';

interface SubscriptionStatusProps {
  profile: Profile | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function SubscriptionStatus({ profile, failed, onRetry }: SubscriptionStatusProps) {
  const t = useTranslations('Account');
  const header = useTranslations('Header');
  const formatDate = useInvoiceDates();

  const body = () => {
    if (failed) return <LoadFailure message={t('loadFailed')} testId="account-profile-error" onRetry={onRetry} />;
    if (!profile) return <p role="status" className="text-sm text-slate-500">{t('loading')}</p>;
    if (profile.isPremium && profile.premiumExpiresAt) {
      return (
        <p data-testid="account-premium-until" className="flex flex-wrap items-center gap-2 text-slate-900">
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-800">{header('premiumBadge')}</span>
          <span>{t('premiumUntil', { date: formatDate(profile.premiumExpiresAt) })}</span>
        </p>
      );
    }
    return (
      <div data-testid="account-free">
        <p className="flex flex-wrap items-center gap-2 text-slate-900">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">{t('free')}</span>
          <span>{t('freeText')}</span>
        </p>
        {profile.premiumExpiresAt ? (
          <p data-testid="account-premium-ended" className="mt-1 text-sm text-slate-600">
            {t('premiumEnded', { date: formatDate(profile.premiumExpiresAt) })}
          </p>
        ) : null}
        <button
          type="button"
          data-testid="account-upgrade-button"
          onClick={openPlanModal}
          className="mt-4 rounded-lg bg-amber-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-amber-800"
        >
          {header('premiumUpgrade')}
        </button>
      </div>
    );
  };

  return (
    <SectionCard id="account-subscription-heading" title={t('subscriptionHeading')} testId="account-subscription">
      {body()}
    </SectionCard>
  );
}
