'use client';
// The three plan cards, the same on the pricing page and in the plan modal: one row from md, stacked on phones.
// Choosing goes through useChoosePlan (login first, then the invoice); while the plans are not on sale (no payment
// provider), the cards have no Choose button.
import type { Plan } from '@/lib/shared/plans';
import { PlanCard } from './plan-card';
import { useChoosePlan } from './use-choose-plan';

interface PlanCardsProps {
  plans: readonly Plan[];
  onLeave?: () => void;
  /** false: shown for information only, without a button that could not work. */
  isOnSale?: boolean;
}

export function PlanCards({ plans, onLeave, isOnSale = true }: PlanCardsProps) {
  const { choose, choosingId } = useChoosePlan(onLeave);
  return (
    <div data-testid="plan-cards" className="grid gap-6 pt-3 md:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          onChoose={isOnSale ? () => void choose(plan.id) : undefined}
          isChoosing={choosingId === plan.id}
          isDisabled={choosingId !== null}
        />
      ))}
    </div>
  );
}
