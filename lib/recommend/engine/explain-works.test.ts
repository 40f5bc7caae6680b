// The reasons quoting a journal's works: a title is quoted only for what it shares with the abstract beyond one common
// word (two of its words, or a phrase), with those words, and at most two titles a journal.
import { loadWordList } from '../bridge/word-list';
import { scopusEntry } from '../../../test-support/test-catalogue';
import { analyseAbstract, type QueryTerm } from './analyse-abstract';
import { buildRecommendIndex } from './build-index';
import { sharesEnough, worksExplainer } from './explain-works';
import { WorksCollector } from './works-collector';
import { WorksText } from './works-text';

const words = loadWordList();
const term = (key: string, word: string, via?: string): QueryTerm => ({ key, weight: 1, word, ...(via ? { via } : {}) });

describe('a work quoted as a reason', () => {
  it('needs two distinct words of the abstract, or a phrase of it, never one word alone', () => {
    expect(sharesEnough([])).toBe(false);
    expect(sharesEnough([term('en:compact', 'compact')])).toBe(false);
    // One Indonesian word's two translations are still one word of the abstract.
    expect(sharesEnough([term('en:rice', 'padi', 'rice'), term('en:paddi', 'padi', 'paddy')])).toBe(false);
    expect(sharesEnough([term('en:traffic', 'traffic'), term('en:forecast', 'forecasting')])).toBe(true);
    // A phrase translated whole ("literasi keuangan" → "financial literacy") brings two terms of one phrase.
    expect(
      sharesEnough([
        term('en:financi', 'literasi keuangan', 'financial literacy'),
        term('en:literaci', 'literasi keuangan', 'financial literacy'),
      ]),
    ).toBe(true);
  });

  const catalogue = [
    scopusEntry({ title: 'Journal of Power Sources', categoryList: ['Energy Engineering and Power Technology'] }),
    scopusEntry({ title: 'Ad Hoc Networks', categoryList: ['Computer Networks and Communications'] }),
  ];
  const titles = [
    ['Compact Direct Methanol Fuel Cell', 'Solid oxide fuel cell degradation'],
    [
      'Energy-aware routing in wireless sensor networks',
      'Energy-aware routing in wireless sensor networks',
      'Lifetime of wireless sensor networks under duty cycling',
      'Clustering for wireless sensor networks',
      'Compact antennas',
    ],
  ];
  const collector = new WorksCollector(catalogue, words);
  collector.add(
    catalogue.map((entry, doc) => ({
      sourceId: entry.sourceId,
      titles: titles[doc],
      keywords: titles[doc].map(() => ''),
      languages: titles[doc].map(() => 'en'),
      abstracts: titles[doc].map(() => null),
      topics: [],
    })),
  );
  const index = buildRecommendIndex(catalogue, words, collector.build());
  const abstract =
    'We propose a compact energy-aware routing protocol for wireless sensor networks that extends network lifetime ' +
    'by balancing the residual energy of sensor nodes.';
  const { terms } = analyseAbstract(abstract, index.bridge, index.words);
  const reasonsOf = worksExplainer(index.works, new WorksText(words), terms);

  it('never quotes a title for one common word ("compact" in a fuel cell title)', () => {
    expect(reasonsOf(0).filter((reason) => reason.field === 'article')).toEqual([]);
  });

  it('quotes at most two titles, each once, with the words they share', () => {
    const quoted = reasonsOf(1).filter((reason) => reason.field === 'article');
    expect(quoted.map((reason) => reason.matched)).toEqual([
      'Energy-aware routing in wireless sensor networks',
      'Lifetime of wireless sensor networks under duty cycling',
    ]);
    for (const reason of quoted) {
      expect(reason.term.word.split(', ').length).toBeGreaterThanOrEqual(2);
      expect(reason.term.word.split(', ').length).toBeLessThanOrEqual(3);
    }
    expect(quoted[0]?.term.word).toMatch(/sensor|network|wireless|routing/);
  });
});
