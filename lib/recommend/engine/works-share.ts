// How much of a journal's relevance its works decide, and on what scale. As much as they are evidence: two articles say
// little of what a journal publishes (its title and categories say more), fifty say most of it; a journal without
// works keeps its metadata relevance as it is. And in the metadata's own scale: a journal's works evidence is replaced
// by the metadata relevance found at the same rank among the journals with works (the best works match gets the best
// metadata relevance of those journals, the tenth the tenth), so the journals with works, taken together, score as they
// would on their metadata alone, and cannot crowd out the journals whose works are not known.
import { worksSettings } from './weights';
import type { WorksIndex } from './works-index';

type ShareSettings = Pick<typeof worksSettings, 'shareHalfAt' | 'shareSteepness' | 'shareCap'>;

/**
 * The share of a journal's relevance taken from its works, for `works` works: n^s / (n^s + h^s) with h shareHalfAt and
 * s shareSteepness, at most shareCap, 0 for none. With 15, 3 and 0.8: 2 works 0.002, 5 works 0.04, 10 works 0.23,
 * 15 works 0.5, 20 works 0.7, 50 works 0.8. A few works are a sample of a journal's topics, not its range: their
 * share stays near nothing until there are enough of them.
 */
export function worksShareOf(works: number, settings: ShareSettings = worksSettings): number {
  if (works <= 0) return 0;
  const n = works ** settings.shareSteepness;
  return Math.min(settings.shareCap, n / (n + settings.shareHalfAt ** settings.shareSteepness));
}

/** The first position in `sorted` (ascending) whose value is above `value`. */
function upperBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Blends each journal's works evidence (0..1, `strength`: how close the best match comes to a full one, see
 * score-works.ts) into its metadata relevance by its works share, after putting the evidence on the metadata's scale
 * (the file's comment). Journals left out (score < 0) and journals without works are left as they are; a journal
 * whose works match nothing has evidence 0.
 */
export function blendWorks(index: WorksIndex, evidence: Float64Array, scores: Float64Array, strength: number): void {
  const { workCounts } = index;
  // Read once, not per journal: a bundled module's exports are reached through getters.
  const settings: ShareSettings = {
    shareHalfAt: worksSettings.shareHalfAt,
    shareSteepness: worksSettings.shareSteepness,
    shareCap: worksSettings.shareCap,
  };
  let withWorks = 0;
  let matching = 0;
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (workCounts[doc] === 0 || scores[doc] < 0) continue;
    withWorks += 1;
    if (evidence[doc] > 0) matching += 1;
  }
  if (matching === 0) return;
  // The metadata relevance of the journals with works, and their positive evidence, each ascending.
  const relevance = new Float64Array(withWorks);
  const matches = new Float64Array(matching);
  let r = 0;
  let m = 0;
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (workCounts[doc] === 0 || scores[doc] < 0) continue;
    relevance[r++] = scores[doc];
    if (evidence[doc] > 0) matches[m++] = evidence[doc];
  }
  relevance.sort();
  matches.sort();
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (workCounts[doc] === 0 || scores[doc] < 0) continue;
    const share = worksShareOf(workCounts[doc], settings);
    let calibrated = 0;
    if (evidence[doc] > 0) {
      // Its rank among the matching journals, the best 0: how many match better (equal evidence, equal rank).
      const rank = matching - upperBound(matches, evidence[doc]);
      calibrated = strength * relevance[withWorks - 1 - rank];
    }
    scores[doc] = (1 - share) * scores[doc] + share * calibrated;
  }
}

