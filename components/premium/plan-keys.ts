// Plan ids (lib/shared/plans.ts) to the keys of their translated names and durations (Plans.names, Plans.durations):
// the invoice keeps the Indonesian name it was issued with; the interface speaks the reader's language.
import { type PlanId, isPlanId } from '@/lib/shared/plans';

const keyOfPlan: Record<PlanId, 'oneMonth' | 'threeMonths' | 'sixMonths'> = {
  '1-month': 'oneMonth',
  '3-months': 'threeMonths',
  '6-months': 'sixMonths',
};

export type PlanKey = (typeof keyOfPlan)[PlanId];

/** null for an id no plan has any more (an old invoice): show the name stored on it instead. */
export function planKeyOf(planId: string): PlanKey | null {
  return isPlanId(planId) ? keyOfPlan[planId] : null;
}
