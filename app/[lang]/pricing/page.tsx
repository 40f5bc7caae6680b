// Pricing: free against premium, the three plans (choosing one needs login, then opens its invoice), an
// FAQ, and a call to action whose Register and Login buttons open the auth modal in that view.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { AuthCallToAction } from '@/components/premium/auth-call-to-action';
import { CallToActionBand } from '@/components/premium/call-to-action-band';
import { FreeVsPremium } from '@/components/premium/pricing/free-vs-premium';
import { PricingFaq } from '@/components/premium/pricing/pricing-faq';
import { PricingPlans } from '@/components/premium/pricing/pricing-plans';

interface PricingPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PricingPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Pricing' });
  return { title: t('title'), description: t('description') };
}

export default async function PricingPage({ params }: PricingPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('Pricing');
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <FreeVsPremium />
      <PricingPlans />
      <PricingFaq />
      <CallToActionBand id="pricing-cta-heading" testId="pricing-cta" title={t('ctaTitle')} text={t('ctaText')}>
        <AuthCallToAction
          actions={[
            { view: 'register', label: t('register'), testId: 'pricing-register' },
            { view: 'login', label: t('login'), testId: 'pricing-login' },
          ]}
          signedInLabel={t('signedInCta')}
          signedInTestId="pricing-start"
        />
      </CallToActionBand>
    </>
  );
}
