'use client';
// The three plan cards, the same on the pricing page and in the plan modal: one row from md, stacked on phones.
// Choosing goes through useChoosePlan (login first, then the invoice).
import type { Plan } from '@/lib/shared/plans';
import { PlanCard } from './plan-card';
import { useChoosePlan } from './use-choose-plan';

export function PlanCards({ plans, onLeave }: { plans: readonly Plan[]; onLeave?: () => void }) {
  const { choose, choosingId } = useChoosePlan(onLeave);
  return (
    <div data-testid="plan-cards" className="grid gap-6 pt-3 md:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          onChoose={() => void choose(plan.id)}
          isChoosing={choosingId === plan.id}
          isDisabled={choosingId !== null}
        />
      ))}
    </div>
  );
}
