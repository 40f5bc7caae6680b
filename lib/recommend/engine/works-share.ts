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

/**
 * Ranks are read from histograms rather than sorts: sorting the relevance and the evidence of 30,000 journals took
 * 7 ms a query on this machine under load, the histograms take a pass each. Journals whose evidence falls in one bin
 * share its best rank; a rank's relevance is exact where its bin holds one journal (as at the top) and interpolated
 * between the bin's lowest and highest value otherwise.
 */
const BINS = 4096;
const evidenceCounts = new Int32Array(BINS);
const relevanceCounts = new Int32Array(BINS);
const relevanceLow = new Float64Array(BINS);
const relevanceHigh = new Float64Array(BINS);
/** Per evidence bin, the metadata relevance found at its rank. */
const calibratedByBin = new Float64Array(BINS);

const evidenceBin = (value: number) => Math.min(BINS - 1, Math.floor(value * BINS));

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
  let highest = 0;
  let matching = 0;
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (workCounts[doc] === 0 || scores[doc] < 0) continue;
    if (scores[doc] > highest) highest = scores[doc];
    if (evidence[doc] > 0) matching += 1;
  }
  if (matching === 0) return;
  evidenceCounts.fill(0);
  relevanceCounts.fill(0);
  relevanceLow.fill(Number.POSITIVE_INFINITY);
  relevanceHigh.fill(0);
  const relevanceBin = (value: number) => (highest === 0 ? 0 : Math.min(BINS - 1, Math.floor((value / highest) * BINS)));
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (workCounts[doc] === 0 || scores[doc] < 0) continue;
    const bin = relevanceBin(scores[doc]);
    relevanceCounts[bin] += 1;
    if (scores[doc] < relevanceLow[bin]) relevanceLow[bin] = scores[doc];
    if (scores[doc] > relevanceHigh[bin]) relevanceHigh[bin] = scores[doc];
    if (evidence[doc] > 0) evidenceCounts[evidenceBin(evidence[doc])] += 1;
  }
  // From the best down: each evidence bin's rank (how many journals match better), and the relevance at that rank.
  let rank = 0;
  let relevance = BINS - 1;
  let above = 0;
  for (let bin = BINS - 1; bin >= 0; bin -= 1) {
    if (evidenceCounts[bin] === 0) continue;
    while (relevance > 0 && above + relevanceCounts[relevance] <= rank) above += relevanceCounts[relevance--];
    const count = relevanceCounts[relevance];
    const low = relevanceLow[relevance];
    const high = relevanceHigh[relevance];
    // The (rank − above)-th highest of the bin's values, spread evenly between its lowest and highest.
    calibratedByBin[bin] = count <= 1 ? high : high - ((high - low) * Math.min(rank - above, count - 1)) / (count - 1);
    rank += evidenceCounts[bin];
  }
  // Each works count's share, worked out once per query (counts stop at articlesPerJournal).
  const shares = new Float64Array(worksSettings.articlesPerJournal + 1);
  for (let works = 0; works < shares.length; works += 1) shares[works] = worksShareOf(works, settings);
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (workCounts[doc] === 0 || scores[doc] < 0) continue;
    const share = shares[Math.min(workCounts[doc], shares.length - 1)];
    const calibrated = evidence[doc] > 0 ? strength * calibratedByBin[evidenceBin(evidence[doc])] : 0;
    scores[doc] = (1 - share) * scores[doc] + share * calibrated;
  }
}
