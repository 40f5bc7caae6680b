'use client';
// One subscription plan: name, price 'Rp 19.900', the price per month, for 3 and 6 months the
// monthly plan's price struck through with the saving, the features, and 'popular' on the 3-month plan.
import { useTranslations } from 'next-intl';
import { formatRupiah } from '@/lib/billing/format-rupiah';
import type { Plan } from '@/lib/shared/plans';
import { CheckIcon } from './check-icon';
import { planKeyOf } from './plan-keys';

interface PlanCardProps {
  plan: Plan;
  /** Absent: the plan cannot be bought here, and the card has no Choose button. */
  onChoose?: () => void;
  isChoosing: boolean;
  isDisabled: boolean;
}

export function PlanCard({ plan, onChoose, isChoosing, isDisabled }: PlanCardProps) {
  const t = useTranslations('Plans');
  const key = planKeyOf(plan.id);
  const nameId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      data-testid={`plan-card-${plan.id}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        plan.popular ? 'border-blue-600 ring-2 ring-blue-600' : 'border-slate-200'
      }`}
    >
      {plan.popular ? (
        <p
          data-testid="plan-popular"
          className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white shadow-sm"
        >
          {t('popular')}
        </p>
      ) : null}
      <h3 id={nameId} className="text-lg font-semibold text-slate-900">
        {key ? t(`names.${key}`) : plan.name}
      </h3>
      {key ? <p className="text-sm text-slate-500">{t(`durations.${key}`)}</p> : null}
      <p data-testid="plan-price" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {formatRupiah(plan.price)}
      </p>
      {/* The same height on every card, so that prices and buttons line up across the row. */}
      <p className="mt-1 flex min-h-6 flex-wrap items-center gap-2 text-sm">
        {plan.originalPrice ? (
          <>
            <span className="sr-only">{t('originalPrice')}</span>
            <del data-testid="plan-original-price" className="text-slate-500">
              {formatRupiah(plan.originalPrice)}
            </del>
          </>
        ) : null}
        {plan.discount ? (
          <span data-testid="plan-discount" className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-600/20">
            {t('save', { discount: plan.discount })}
          </span>
        ) : null}
      </p>
      <p data-testid="plan-price-monthly" className="mt-1 text-sm text-slate-600">
        {t('perMonth', { price: formatRupiah(plan.priceMonthly) })}
      </p>
      <ul aria-label={t('featuresLabel')} className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon />
            {t(`features.${feature}`)}
          </li>
        ))}
      </ul>
      {onChoose ? (
        <button
          type="button"
          data-testid={`plan-choose-${plan.id}`}
          aria-describedby={nameId}
          onClick={onChoose}
          disabled={isDisabled}
          aria-busy={isChoosing}
          className={`mt-6 w-full rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
            plan.popular ? 'bg-blue-700 text-white hover:bg-blue-800' : 'border border-blue-200 bg-blue-50 text-blue-800 hover:bg-blue-100'
          }`}
        >
          {isChoosing ? t('choosing') : t('choose')}
        </button>
      ) : null}
    </article>
  );
}
