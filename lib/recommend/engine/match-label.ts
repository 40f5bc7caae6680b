// What a recommendation's score may be called. The score is not a probability: it is the journal's match (its title's
// and its categories' words against the abstract's) relative to the best match for the same abstract, so the first
// result always scores high. Measured on labelled papers, a higher score goes with the right field more often, but
// only by steps: results at 0.8 or more shared a category with the paper's own journal about 40% of the time, results
// under 0.6 about 30%. Three labels, then, and no percentage.
export type MatchLabel = 'strong' | 'good' | 'partial';

/** Scores from which a result is called strong, or good; anything lower is partial. */
export const MATCH_THRESHOLDS = { strong: 0.8, good: 0.6 } as const;

export function matchLabel(score: number): MatchLabel {
  if (score >= MATCH_THRESHOLDS.strong) return 'strong';
  return score >= MATCH_THRESHOLDS.good ? 'good' : 'partial';
}
