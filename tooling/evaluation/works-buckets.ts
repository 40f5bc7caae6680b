// The evaluation's figures split by how many works (articles read into the index) the paper's true journal has:
// works change a journal's ranking only as far as there are enough of them, so one overall figure hides whether the
// journals with a few works gained or lost.
import { type SetFigures, summarise } from './metrics';

export type WorksBucket = 'none' | '1-4' | '5-19' | '20+';
export const WORKS_BUCKETS: readonly WorksBucket[] = ['none', '1-4', '5-19', '20+'];

export function worksBucketOf(articles: number): WorksBucket {
  if (articles <= 0) return 'none';
  if (articles < 5) return '1-4';
  if (articles < 20) return '5-19';
  return '20+';
}

/**
 * A paper's works count: the most of its true journals' (a label matching several journals counts the best placed,
 * which is usually the one with works).
 */
export function worksOfTargets(workCounts: ArrayLike<number>, targets: readonly number[]): number {
  return targets.reduce((most, target) => Math.max(most, workCounts[target] ?? 0), 0);
}

export interface Outcome {
  rank: number;
  categoryHit: boolean;
}

/** Each bucket's figures, in bucket order; a bucket without papers is left out. */
export function summariseByWorks(
  outcomes: readonly Outcome[],
  works: readonly number[],
): Partial<Record<WorksBucket, SetFigures>> {
  if (works.length !== outcomes.length) throw new Error('one works count per outcome');
  const split = new Map<WorksBucket, Outcome[]>();
  outcomes.forEach((outcome, paper) => {
    const bucket = worksBucketOf(works[paper]);
    const list = split.get(bucket) ?? [];
    list.push(outcome);
    split.set(bucket, list);
  });
  return Object.fromEntries(
    WORKS_BUCKETS.filter((bucket) => split.has(bucket)).map((bucket) => [bucket, summarise(split.get(bucket) ?? [])]),
  );
}
