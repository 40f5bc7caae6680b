// Said plainly wherever premium is sold while the payment sandbox runs (lib/billing/payment-setup.ts): paying is a
// test, no money moves. Renders in server and client components alike; the caller decides whether payments are a test.
import { useTranslations } from 'next-intl';

export function TestPaymentNotice({ testId }: { testId: string }) {
  const t = useTranslations('Plans');
  return (
    <div role="note" data-testid={testId} className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('testPaymentsTitle')}</p>
      <p className="mt-1">{t('testPaymentsText')}</p>
    </div>
  );
}
