// What the sandbox popup is paying for: the order, the plan and the amount, as a real payment page shows them.
import { useTranslations } from 'next-intl';

export function SandboxPaymentSummary({ orderId, plan, amount }: { orderId: string; plan: string; amount: string }) {
  const t = useTranslations('SandboxPay');
  return (
    <dl className="mt-6 space-y-3 text-sm">
      <div>
        <dt className="text-slate-500">{t('orderId')}</dt>
        <dd data-testid="sandbox-pay-order" className="break-all font-mono text-slate-900">
          {orderId}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('plan')}</dt>
        <dd data-testid="sandbox-pay-plan" className="text-slate-900">
          {plan}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('amount')}</dt>
        <dd data-testid="sandbox-pay-amount" className="text-2xl font-bold tracking-tight text-slate-900">
          {amount}
        </dd>
      </div>
    </dl>
  );
}
