import { summariseByWorks, worksBucketOf, worksOfTargets } from './works-buckets';

describe('evaluation figures by the true journal\'s works', () => {
  it('puts a works count in its bucket: none, 1-4, 5-19, 20 or more', () => {
    expect([0, 1, 4, 5, 19, 20, 100].map(worksBucketOf)).toEqual(['none', '1-4', '1-4', '5-19', '5-19', '20+', '20+']);
  });

  it('counts a paper by the most works of its true journals', () => {
    const counts = Uint16Array.from([0, 3, 25]);
    expect(worksOfTargets(counts, [0])).toBe(0);
    expect(worksOfTargets(counts, [0, 1])).toBe(3);
    expect(worksOfTargets(counts, [2, 1])).toBe(25);
  });

  it('summarises each bucket on its own papers, leaving out buckets without any', () => {
    const byWorks = summariseByWorks(
      [
        { rank: 1, categoryHit: true },
        { rank: 30, categoryHit: false },
        { rank: 3, categoryHit: true },
        { rank: 12, categoryHit: false },
      ],
      [0, 2, 4, 50],
    );
    expect(Object.keys(byWorks)).toEqual(['none', '1-4', '20+']);
    expect(byWorks.none).toEqual({ papers: 1, acc1: 1, acc5: 1, acc10: 1, mrr: 1, categoryHit1: 1 });
    expect(byWorks['1-4']).toMatchObject({ papers: 2, acc1: 0, acc5: 0.5, acc10: 0.5 });
    expect(byWorks['20+']).toMatchObject({ papers: 1, acc10: 0, categoryHit1: 0 });
  });

  it('refuses outcomes and counts of different lengths', () => {
    expect(() => summariseByWorks([{ rank: 1, categoryHit: true }], [])).toThrow();
  });
});
