// The works evidence of an Indonesian abstract against English works: the match reaches them through the bridge, and
// so must the ideal it is measured against, or journals with works get half the evidence for an Indonesian abstract.
import { loadWordList } from '../bridge/word-list';
import { scopusEntry } from '../../../test-support/test-catalogue';
import { analyseAbstract } from './analyse-abstract';
import { buildRecommendIndex } from './build-index';
import { idealEvidence, scoreWorks } from './score-works';
import { WorksCollector } from './works-collector';

const words = loadWordList();

const catalogue = [
  scopusEntry({ title: 'Field Crops Research', categoryList: ['Agronomy and Crop Science'] }),
  scopusEntry({ title: 'Journal of Hydrology', categoryList: ['Water Science and Technology'] }),
  scopusEntry({ title: 'Blood', categoryList: ['Hematology'] }),
];

const titles = [
  ['Rice yield response to nitrogen fertilizer in irrigated paddy fields', 'Soil fertility of rice paddies after rice straw return'],
  ['Groundwater recharge in karst aquifers', 'Streamflow forecasting in mountain catchments'],
  ['Anaemia in lymphoma patients', 'Platelet transfusion thresholds'],
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

const english =
  'This study examines rice yield and soil fertility in irrigated paddy fields under nitrogen fertilizer treatments ' +
  'over three seasons.';
const indonesian =
  'Penelitian ini mengkaji hasil padi dan kesuburan tanah pada sawah irigasi dengan perlakuan pupuk nitrogen selama ' +
  'tiga musim tanam.';

/** The best journal's evidence as a share of the ideal journal's: how much of a full match the best works are. */
function bestShareOfIdeal(abstract: string): number {
  const { terms } = analyseAbstract(abstract, index.bridge, index.words);
  const evidence = new Float64Array(catalogue.length);
  scoreWorks(index.works, terms, evidence, () => false);
  // scoreWorks divides by the best; the raw best is the sum over the best journal's lists, read again here.
  const raw = new Float64Array(catalogue.length);
  for (const term of terms) {
    const id = index.works.terms.get(term.key);
    if (id === undefined) continue;
    const { offsets, docs, weights } = index.works.articles;
    for (let position = offsets[id]; position < offsets[id + 1]; position += 1) {
      raw[docs[position]] += term.weight * index.works.articleIdf[id] * weights[position];
    }
  }
  expect(evidence.indexOf(1)).toBe(0);
  return Math.max(...raw) / idealEvidence(index.works, terms);
}

describe('works evidence of an Indonesian abstract', () => {
  it('reaches English works through the bridge and is measured against an ideal counted the same way', () => {
    const englishShare = bestShareOfIdeal(english);
    const indonesianShare = bestShareOfIdeal(indonesian);
    expect(englishShare).toBeGreaterThan(0);
    // The same study in Indonesian is not half a match: the translated words count in the ideal as in the match.
    expect(indonesianShare).toBeGreaterThan(0.6 * englishShare);
  });

  it('counts a word the works do not hold as unseen', () => {
    const { terms } = analyseAbstract(english, index.bridge, index.words);
    const withUnknown = analyseAbstract(`${english} Zyxwvut qwertyuiop.`, index.bridge, index.words).terms;
    expect(idealEvidence(index.works, withUnknown)).toBeGreaterThan(idealEvidence(index.works, terms));
  });
});
