// About: the hero, the three feature cards (AI-assisted features, community, speed), the developer's
// author profile, a call to action opening the auth modal, and the attribution of the data the product shows.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutFeatures } from '@/components/about/about-features';
import { AboutHero } from '@/components/about/about-hero';
import { AuthorProfile } from '@/components/about/author-profile';
import { DataSources } from '@/components/about/data-sources';
import { AuthCallToAction } from '@/components/premium/auth-call-to-action';
import { CallToActionBand } from '@/components/premium/call-to-action-band';

interface AboutPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: AboutPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'About' });
  return { title: t('title'), description: t('tagline') };
}

export default async function AboutPage({ params }: AboutPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  const t = await getTranslations('About');
  return (
    <>
      <AboutHero />
      <AboutFeatures />
      <AuthorProfile />
      <CallToActionBand id="about-cta-heading" testId="about-cta" title={t('ctaTitle')} text={t('ctaText')}>
        <AuthCallToAction
          actions={[{ view: 'register', label: t('ctaButton'), testId: 'about-cta-register' }]}
          signedInLabel={t('signedInCta')}
          signedInTestId="about-cta-start"
        />
      </CallToActionBand>
      <DataSources />
    </>
  );
}
