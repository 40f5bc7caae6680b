import { setOfFile } from './eval-sets';
import { firstOf, rankOf, summarise } from './metrics';
import { normaliseTitle } from './normalise-title';

describe('evaluation figures', () => {
  it('ranks the best-placed target, ties broken by catalogue order, left-out journals never counted', () => {
    const scores = Float64Array.from([0.5, 0.9, 0.5, -1, 0.7]);
    expect(rankOf(scores, [1])).toBe(1);
    expect(rankOf(scores, [2])).toBe(4); // 0.9, 0.7 and the earlier 0.5 come first
    expect(rankOf(scores, [2, 4])).toBe(2);
    expect(rankOf(scores, [3])).toBe(Number.POSITIVE_INFINITY);
    expect(firstOf(scores)).toBe(1);
  });

  it('summarises accuracy at 1/5/10, MRR and the category hits', () => {
    const figures = summarise([
      { rank: 1, categoryHit: true },
      { rank: 4, categoryHit: true },
      { rank: 20, categoryHit: false },
      { rank: Number.POSITIVE_INFINITY, categoryHit: false },
    ]);
    expect(figures).toEqual({ papers: 4, acc1: 0.25, acc5: 0.5, acc10: 0.5, mrr: 0.325, categoryHit1: 0.5 });
  });

  it('matches labels to titles ignoring case, accents, punctuation and "&"', () => {
    expect(normaliseTitle('Leukemia & Lymphoma')).toBe(normaliseTitle('leukemia and lymphoma'));
    expect(normaliseTitle('Revista Médica: Clínica')).toBe('revista medica clinica');
  });

  it('sorts files into sets by their name', () => {
    expect(setOfFile('tf-papers-dev.csv')).toBe('tf-papers');
    expect(setOfFile('sinta-articles-test-2.csv')).toBe('sinta-articles');
    expect(setOfFile('s2orc.csv')).toBe('s2orc');
    expect(setOfFile('s2orc-dev.json')).toBeNull();
    expect(setOfFile('other.csv')).toBeNull();
  });
});
