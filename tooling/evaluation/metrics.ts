// Ranking figures of the evaluation: the rank of the true journal (ties broken by catalogue order, as the ranking
// itself does), accuracy at 1/5/10, mean reciprocal rank, and whether the first result shares a category with it.

export interface SetFigures {
  papers: number;
  acc1: number;
  acc5: number;
  acc10: number;
  mrr: number;
  categoryHit1: number;
}

/** 1-based rank of the best-placed of `targets` (several journals may carry the label's title). */
export function rankOf(scores: Float64Array, targets: readonly number[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const target of targets) {
    const score = scores[target];
    if (score < 0) continue;
    let rank = 1;
    for (let doc = 0; doc < scores.length; doc += 1) {
      if (scores[doc] > score || (scores[doc] === score && doc < target)) rank += 1;
    }
    best = Math.min(best, rank);
  }
  return best;
}

/** The document ranked first. */
export function firstOf(scores: Float64Array): number {
  let first = 0;
  for (let doc = 1; doc < scores.length; doc += 1) if (scores[doc] > scores[first]) first = doc;
  return first;
}

export function summarise(outcomes: readonly { rank: number; categoryHit: boolean }[]): SetFigures {
  const papers = outcomes.length;
  const share = (count: number) => (papers === 0 ? 0 : Math.round((count / papers) * 10_000) / 10_000);
  const within = (k: number) => share(outcomes.filter((outcome) => outcome.rank <= k).length);
  return {
    papers,
    acc1: within(1),
    acc5: within(5),
    acc10: within(10),
    mrr: share(outcomes.reduce((sum, outcome) => sum + 1 / outcome.rank, 0)),
    categoryHit1: share(outcomes.filter((outcome) => outcome.categoryHit).length),
  };
}
