import { Bridge } from '../bridge/bridge';
import { loadWordList } from '../bridge/word-list';
import { termKey } from '../text/stem';
import { analyseAbstract } from './analyse-abstract';
import { METHOD_WORD_WEIGHT } from './weights';

const words = loadWordList();
const bridge = new Bridge(words, ['coral', 'reef', 'regression', 'survey', 'quantitative'], ['terumbu', 'karang']);
const weightsOf = (text: string) =>
  new Map(analyseAbstract(text, bridge, words).terms.map((term) => [term.key, term.weight]));

describe('method and reporting words', () => {
  it('count a share of a topic word: they say how the study was done, not what it is about', () => {
    const weights = weightsOf('Quantitative regression of survey data on coral reef bleaching.');
    const coral = weights.get(termKey('coral', 'en')) ?? 0;
    expect(coral).toBeGreaterThan(0);
    for (const word of ['quantitative', 'regression', 'survey']) {
      expect(weights.get(termKey(word, 'en'))).toBeCloseTo(coral * METHOD_WORD_WEIGHT);
    }
  });

  it('are found by their stem in Indonesian too, with their translations', () => {
    const weights = weightsOf(
      'Data responden dianalisis secara kuantitatif untuk mengukur kerusakan terumbu karang di perairan Bali.',
    );
    const topic = weights.get(termKey('terumbu', 'id')) ?? 0;
    expect(topic).toBeGreaterThan(0);
    expect(weights.get(termKey('kuantitatif', 'id'))).toBeCloseTo(topic * METHOD_WORD_WEIGHT);
    expect(weights.get(termKey('dianalisis', 'id'))).toBeCloseTo(topic * METHOD_WORD_WEIGHT);
    const quantitative = weights.get(termKey('quantitative', 'en')) ?? 0;
    expect(quantitative).toBeGreaterThan(0);
    expect(quantitative).toBeLessThanOrEqual(topic * METHOD_WORD_WEIGHT);
  });

  it('are read from the word list by term key', () => {
    expect(words.methodTerms.has(termKey('respondents', 'en'))).toBe(true);
    expect(words.methodTerms.has(termKey('responden', 'id'))).toBe(true);
    expect(words.methodTerms.has(termKey('coral', 'en'))).toBe(false);
  });
});
