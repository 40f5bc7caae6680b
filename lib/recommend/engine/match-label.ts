// What a recommendation's score may be called. The score is not a probability: it is the journal's match (its title's
// and its categories' words against the abstract's, within the abstract's field) relative to the best match for the
// same abstract, so the first result always scores high. Measured on labelled papers (the first ten results of each):
// results at 0.8 or more (about the best sixth) were the paper's own journal 2–5% of the time and shared a category
// with it 43–52% of the time; results under 0.8 were its journal about 1% of the time and in its categories 30–46%.
// Below 0.6 (the lower half of the listed results) the words matched are fewer; the measured accuracy differs little
// from 0.6–0.8. Three labels, then, and no percentage. A score can be high on one word of another field's sense
// ("fixed" in Fixed Point Theory for a "fixed threshold"), so "strong" needs both kinds of evidence as well: the journal
// in the abstract's field (by the map of research topics) and the journal's own words (its title or its works).
export type MatchLabel = 'strong' | 'good' | 'partial';

/** What a result rests on besides its score; without it (older callers) the score alone decides. */
export interface MatchEvidence {
  /** One of the journal's categories is among the abstract's likeliest subfields (engine/topic-field.ts). */
  isInField: boolean;
  /** The abstract's words matched the journal's title or its published works. */
  hasOwnWords: boolean;
}

/** Scores from which a result is called strong, or good; anything lower is partial. */
export const MATCH_THRESHOLDS = { strong: 0.8, good: 0.6 } as const;

export function matchLabel(score: number, evidence?: MatchEvidence): MatchLabel {
  const isBacked = !evidence || (evidence.isInField && evidence.hasOwnWords);
  if (score >= MATCH_THRESHOLDS.strong && isBacked) return 'strong';
  return score >= MATCH_THRESHOLDS.good ? 'good' : 'partial';
}
