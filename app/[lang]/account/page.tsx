// The signed-in user's account, behind the login guard: premium until when (or free), their invoices with receipts,
// and the password change. Rendered in the browser (the account is known only from the token kept there) and kept
// out of search indexes and the sitemap: it is nobody else's business.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountView } from '@/components/account/account-view';
import { RequireLogin } from '@/components/session/require-login';
import { getPaymentProvider } from '@/lib/billing/providers/get-payment-provider';

interface AccountPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Account' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function AccountPage({ params }: AccountPageProps) {
  const { lang } = await params;
  setRequestLocale(lang);
  return (
    <RequireLogin>
      {/* The provider taking payments now, named on a receipt (the invoice itself does not say which one took it). */}
      <AccountView provider={getPaymentProvider()?.name ?? null} />
    </RequireLogin>
  );
}
