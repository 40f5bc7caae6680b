// Said wherever plans are shown while no payment provider is configured (no Midtrans keys, sandbox off): the plans
// are not on sale yet, and no button offers to buy one. Renders in server and client components alike.
import { useTranslations } from 'next-intl';

export function NotOnSaleNotice({ testId }: { testId: string }) {
  const t = useTranslations('Plans');
  return (
    <div role="note" data-testid={testId} className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <p className="font-semibold">{t('notOnSaleTitle')}</p>
      <p className="mt-1">{t('notOnSaleText')}</p>
    </div>
  );
}
