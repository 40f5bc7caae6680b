// The local sandbox's payment popup (lib/billing/README.md, "Sandbox"): the page the invoice page frames through the
// snap.pay shim (lib/billing/client). Its own CSP lets the site frame it (proxy.ts); search engines never see it.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SandboxPayment } from '@/components/invoice/sandbox-payment';

interface SandboxPayPageProps {
  params: Promise<{ lang: string; token: string }>;
}

export async function generateMetadata({ params }: SandboxPayPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'SandboxPay' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function SandboxPayPage({ params }: SandboxPayPageProps) {
  const { lang, token } = await params;
  setRequestLocale(lang);
  return <SandboxPayment token={token} />;
}
