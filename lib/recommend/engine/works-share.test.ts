import { blendWorks, worksShareOf } from './works-share';
import { emptyWorksIndex } from './works-index';

describe('works share', () => {
  it('leaves a journal with two works nearly all its metadata relevance and ranks one with fifty mostly by its works', () => {
    expect(worksShareOf(0)).toBe(0);
    expect(worksShareOf(2)).toBeLessThanOrEqual(0.1);
    expect(worksShareOf(4)).toBeLessThanOrEqual(0.1);
    expect(worksShareOf(50)).toBeGreaterThan(0.5);
    expect(worksShareOf(100)).toBeGreaterThan(0.5);
    // More works never count less.
    for (let works = 1; works < 100; works += 1) expect(worksShareOf(works + 1)).toBeGreaterThanOrEqual(worksShareOf(works));
  });

  /** Journals 0..3 with the given works counts (0: none). */
  const indexOf = (counts: number[]) => ({ ...emptyWorksIndex(counts.length), workCounts: Uint16Array.from(counts) });

  it('moves a two-work journal by its works by at most a tenth, a fifty-work one mostly', () => {
    const index = indexOf([2, 50, 0]);
    // Both have the metadata relevance 0.5; journal 2 (no works) holds the best, 1.
    const scores = Float64Array.from([0.5, 0.5, 1]);
    // The two-work journal's works match nothing, the fifty-work one's best.
    blendWorks(index, Float64Array.from([0, 1, 0]), scores, 1);
    expect(scores[0]).toBeGreaterThanOrEqual(0.45);
    // Its works are the best match: they count as the best metadata relevance among journals with works (0.5 here).
    expect(scores[1]).toBeCloseTo(0.5, 10);
    expect(scores[2]).toBe(1);
  });

  it('puts works evidence on the metadata scale by rank, so the journals with works cannot crowd out the others', () => {
    const index = indexOf([50, 50, 50, 0]);
    // Metadata: the journal without works leads; the evidence of journals 0-2 is in another scale (all near 1).
    const scores = Float64Array.from([0.2, 0.4, 0.6, 0.7]);
    blendWorks(index, Float64Array.from([1, 0.95, 0.9]), scores, 1);
    const share = worksShareOf(50);
    // The best works match gets the best metadata relevance among them (0.6), the second the second, the third the third.
    expect(scores[0]).toBeCloseTo((1 - share) * 0.2 + share * 0.6, 10);
    expect(scores[1]).toBeCloseTo(0.4, 10);
    expect(scores[2]).toBeCloseTo((1 - share) * 0.6 + share * 0.2, 10);
    expect(scores[3]).toBe(0.7);
    expect(Math.max(scores[0], scores[1], scores[2])).toBeLessThan(scores[3]);
  });

  it('scales the calibrated evidence down when even the best works hardly match, and leaves left-out journals alone', () => {
    const index = indexOf([50, 50]);
    const scores = Float64Array.from([0.2, -1]);
    blendWorks(index, Float64Array.from([1, 1]), scores, 0.25);
    const share = worksShareOf(50);
    expect(scores[0]).toBeCloseTo((1 - share) * 0.2 + share * 0.25 * 0.2, 10);
    expect(scores[1]).toBe(-1);
  });

  it('reads ranks from histograms within a hair of sorting', () => {
    // A seeded generator: the same numbers every run.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const count = 5000;
    const index = indexOf(Array.from({ length: count }, (_, doc) => (doc % 3 === 0 ? 0 : 60)));
    const scores = Float64Array.from({ length: count }, () => random() ** 3);
    const evidence = Float64Array.from({ length: count }, (_, doc) => (doc % 3 === 0 || random() < 0.3 ? 0 : random()));
    // The exact calibration by sorting: the k-th best evidence gets the k-th best relevance of the journals with works.
    const withWorks = [...scores.keys()].filter((doc) => doc % 3 !== 0);
    const relevance = withWorks.map((doc) => scores[doc]).sort((a, b) => b - a);
    const byEvidence = withWorks.filter((doc) => evidence[doc] > 0).sort((a, b) => evidence[b] - evidence[a]);
    const share = worksShareOf(60);
    const expected = Float64Array.from(scores);
    byEvidence.forEach((doc, rank) => (expected[doc] = (1 - share) * scores[doc] + share * relevance[rank]));
    for (const doc of withWorks) if (evidence[doc] === 0) expected[doc] = (1 - share) * scores[doc];
    blendWorks(index, evidence, scores, 1);
    for (let doc = 0; doc < count; doc += 1) expect(Math.abs(scores[doc] - expected[doc])).toBeLessThan(0.005);
  });
});
