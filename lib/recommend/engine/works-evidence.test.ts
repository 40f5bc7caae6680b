// The works evidence on a tiny catalogue where half the journals have articles: it is a field of its own, so a
// journal without articles keeps its metadata score and is not pushed down by others' article text (as it is when
// the articles are appended to their journals' text, which this test shows beside it); an article match names the
// article's title, never its abstract.
import { loadWordList } from '../bridge/word-list';
import { scopusEntry } from '../../../test-support/test-catalogue';
import { buildRecommendIndex } from './build-index';
import type { CatalogueEntry, ScopusEntry } from './catalogue-entry';
import { LexicalRecommender } from './lexical-recommender';
import { WorksCollector } from './works-collector';
import type { JournalWorks } from './works-index';

const words = loadWordList();

const catalogue: ScopusEntry[] = [
  scopusEntry({ title: 'Transportation Research Part C: Emerging Technologies', categoryList: ['Transportation'] }),
  scopusEntry({ title: 'Journal of Advanced Transportation', categoryList: ['Transportation', 'Economics and Econometrics'] }),
  scopusEntry({ title: 'Spatial and Spatio-temporal Epidemiology', categoryList: ['Epidemiology', 'Geography, Planning and Development'] }),
  scopusEntry({ title: 'Neurocomputing', categoryList: ['Artificial Intelligence', 'Computer Science Applications'] }),
  scopusEntry({ title: 'Journal of Hydrology', categoryList: ['Water Science and Technology'] }),
  scopusEntry({ title: 'IEEE Transactions on Intelligent Transportation Systems', categoryList: ['Automotive Engineering', 'Transportation'] }),
  scopusEntry({ title: 'Long Range Planning', categoryList: ['Strategy and Management'] }),
  scopusEntry({ title: 'Blood', categoryList: ['Hematology'] }),
];
const [transportationC, advancedTransportation, epidemiology, neurocomputing, hydrology, intelligent] = catalogue;

const article = (title: string, abstract: string, keywords = '') => ({ title, abstract, keywords });

/** Half the journals have articles: a generated handful each, as a harvest would store them. */
const articles = new Map<ScopusEntry, ReturnType<typeof article>[]>([
  [
    advancedTransportation,
    [
      article(
        'Graph convolutional networks for short-term traffic flow forecasting on urban road networks',
        'We forecast traffic speed on road sensor networks with a graph neural network that learns spatial dependencies.',
        'traffic forecasting; graph neural network',
      ),
      article('Travel time prediction for freeway corridors', 'Loop detector data predict freeway travel times.', 'travel time'),
      article('Pricing of urban congestion', 'Road pricing reduces congestion in cities.', 'congestion pricing'),
    ],
  ],
  [
    epidemiology,
    [
      article(
        'Spatial clustering of malaria incidence in rural districts',
        'Bayesian disease mapping of malaria cases shows spatial clusters of incidence in rural districts.',
        'malaria; disease mapping',
      ),
      article('Cancer incidence and deprivation: a small-area study', 'Small-area cancer incidence follows deprivation.', 'cancer'),
      article('Tuberculosis notification rates over two decades', 'Notification rates of tuberculosis fell.', 'tuberculosis'),
    ],
  ],
  [
    neurocomputing,
    [
      article('Convergence of gradient descent in deep networks', 'We prove convergence of gradient descent.', 'optimisation'),
      article('Spiking neurons for image recognition', 'Spiking neural networks recognise images.', 'spiking'),
    ],
  ],
  [
    hydrology,
    [
      article('Streamflow forecasting with long short-term memory networks', 'LSTM forecasts daily streamflow in catchments.', 'streamflow'),
      article('Groundwater recharge under climate change', 'Recharge declines under warming scenarios.', 'groundwater'),
    ],
  ],
]);

const worksOf = (entry: ScopusEntry): JournalWorks => {
  const list = articles.get(entry) ?? [];
  return {
    sourceId: entry.sourceId,
    titles: list.map((item) => item.title),
    keywords: list.map((item) => item.keywords),
    languages: list.map(() => 'en'),
    abstracts: list.map((item) => item.abstract),
    topics: [],
  };
};

function withWorks(entries: CatalogueEntry[]) {
  const collector = new WorksCollector(entries, words);
  collector.add(catalogue.map(worksOf));
  return new LexicalRecommender(buildRecommendIndex(entries, words, collector.build()));
}

/** The naive alternative: each journal's articles appended to its own text (its scope), one document per journal. */
function appended() {
  const entries = catalogue.map((entry) => {
    const list = articles.get(entry) ?? [];
    return { ...entry, scope: list.length > 0 ? list.map((item) => `${item.title}. ${item.keywords}. ${item.abstract}`).join(' ') : null };
  });
  return new LexicalRecommender(buildRecommendIndex(entries, words));
}

const abstract =
  'Accurate traffic forecasting supports intelligent transportation management. We propose a spatio-temporal graph ' +
  'neural network that captures spatial dependencies between road sensors and long-range temporal patterns, and ' +
  'evaluate it on freeway traffic speed data from two metropolitan areas.';

const rankOf = (scores: Float64Array, doc: number) => [...scores].filter((score) => score > scores[doc]).length;

describe('works evidence', () => {
  const metadataOnly = new LexicalRecommender(buildRecommendIndex(catalogue, words));
  const before = metadataOnly.scoreAll(abstract, false);
  const recommender = withWorks(catalogue);
  const after = recommender.scoreAll(abstract, false);
  const withoutArticles = catalogue.flatMap((entry, doc) => (articles.has(entry) ? [] : [doc]));

  it('leaves the score of every journal without articles as it was before articles existed', () => {
    for (const doc of withoutArticles) expect(after[doc]).toBeCloseTo(before[doc], 10);
  });

  it('keeps a journal without articles above the journals whose articles are about something else', () => {
    const doc = catalogue.indexOf(intelligent);
    const others = [catalogue.indexOf(epidemiology), catalogue.indexOf(neurocomputing), catalogue.indexOf(hydrology)];
    const outranked = others.filter((other) => before[other] < before[doc]);
    expect(outranked.length).toBeGreaterThan(0);
    for (const other of outranked) expect(after[other]).toBeLessThan(after[doc]);
    // Appending the articles to their journals' text does push it down: the reason for a field of its own.
    const naive = appended().scoreAll(abstract, false);
    expect(rankOf(naive, doc)).toBeGreaterThan(rankOf(before, doc));
  });

  it('raises a journal with many works whose articles match, and names the matching article by its title, never its abstract', () => {
    // Thirty works each (generated from templates, as a harvest would store them): the journal whose works are about
    // the abstract's topic passes the one whose works are about another, whatever their titles say.
    const cities = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Makassar', 'Semarang', 'Denpasar', 'Malang', 'Bogor', 'Depok'];
    const many = (titles: (city: string) => string[]) => cities.flatMap(titles);
    const generated = new Map<ScopusEntry, string[]>([
      [
        advancedTransportation,
        [
          'Graph convolutional networks for short-term traffic flow forecasting on urban road networks',
          ...many((city) => [
            `Traffic speed forecasting on ${city} freeway sensors with graph neural networks`,
            `Spatio-temporal traffic prediction for ${city} road networks`,
            `Short-term traffic flow forecasting in ${city}`,
          ]),
        ],
      ],
      [transportationC, many((city) => [`Parking fees in ${city}`, `Bicycle lanes of ${city}`, `Ferry timetables in ${city}`])],
    ]);
    const collector = new WorksCollector(catalogue, words);
    collector.add(
      [...generated].map(([entry, titles]) => ({
        ...worksOf(entry),
        titles,
        keywords: titles.map(() => ''),
        languages: titles.map(() => 'en'),
        abstracts: titles.map(() => null),
      })),
    );
    const dense = new LexicalRecommender(buildRecommendIndex(catalogue, words, collector.build()));
    const scores = dense.scoreAll(abstract, false);
    const doc = catalogue.indexOf(advancedTransportation);
    const other = catalogue.indexOf(transportationC);
    expect(before[other]).toBeGreaterThan(before[doc]);
    expect(scores[doc]).toBeGreaterThan(scores[other]);
    const [first] = dense.recommendNow({
      abstract,
      limit: 1,
      includeSinta: false,
      accept: (entry) => entry === advancedTransportation,
    });
    const articleReasons = first?.reasons.filter((reason) => reason.field === 'article') ?? [];
    expect(articleReasons.length).toBeGreaterThan(0);
    for (const reason of articleReasons) expect(generated.get(advancedTransportation)).toContain(reason.matched);
    const abstracts = (articles.get(advancedTransportation) ?? []).map((item) => item.abstract);
    for (const reason of first?.reasons ?? []) expect(abstracts).not.toContain(reason.matched);
    // A handful of works (three here) hardly moves a journal: they are a sample of its topics, not its range.
    expect(after[doc]).toBeCloseTo(before[doc], 1);
  });

  it('ranks on metadata alone when asked, as the evaluation compares', () => {
    const metadata = recommender.scoreAll(abstract, false, { useWorks: false });
    catalogue.forEach((_entry, doc) => expect(metadata[doc]).toBeCloseTo(before[doc], 10));
  });

  it('does not take the best of a few weak article matches for a full match', () => {
    // Only the hydrology journal has articles, and they share one word ("forecasting") with the abstract.
    const collector = new WorksCollector(catalogue, words);
    collector.add([worksOf(hydrology)]);
    const alone = new LexicalRecommender(buildRecommendIndex(catalogue, words, collector.build()));
    const scores = alone.scoreAll(abstract, false);
    const doc = catalogue.indexOf(hydrology);
    // Divided by its own evidence (the best there is), it would count as a full match and lead.
    for (const matching of [transportationC, intelligent]) expect(scores[doc]).toBeLessThan(scores[catalogue.indexOf(matching)]);
  });

  it('names the OpenAlex topics that hold the abstract\'s words', () => {
    const collector = new WorksCollector(catalogue, words);
    collector.add([{ ...worksOf(transportationC), topics: [{ name: 'Traffic Prediction and Management Techniques', count: 40 }, { name: 'Vehicle Routing', count: 10 }] }]);
    const topics = new LexicalRecommender(buildRecommendIndex(catalogue, words, collector.build()));
    const [first] = topics.recommendNow({ abstract, limit: 1, includeSinta: false, accept: (entry) => entry === transportationC });
    expect(first?.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'articleTopic', matched: 'Traffic Prediction and Management Techniques' }),
      ]),
    );
  });
});
