// The engine on a tiny hand-made catalogue where the right answer is known.
import { loadWordList } from '../bridge/word-list';
import { buildRecommendIndex } from './build-index';
import type { CatalogueEntry } from './catalogue-entry';
import { LexicalRecommender } from './lexical-recommender';
import { scopusEntry, sintaEntry } from '../../../test-support/test-catalogue';

const manyCategories = [
  'Multidisciplinary', 'Control and Systems Engineering', 'Artificial Intelligence', 'Hematology', 'Oncology',
  'Plant Science', 'Agronomy and Crop Science', 'Software', 'Water Science and Technology', 'Pollution',
  'Mechanical Engineering', 'Immunology', 'Cell Biology', 'Soil Science', 'Computer Science Applications',
];

const catalogue: CatalogueEntry[] = [
  // A huge, prestigious general journal listed in every category: it must not win by size.
  scopusEntry({
    title: 'Nature Science Reports',
    categoryList: manyCategories,
    categoryQuartiles: manyCategories.map((name) => ({ name, quartile: 'Q1' })),
    sjr: 20,
    sjrBestQuartile: 'Q1',
  }),
  scopusEntry({ title: 'Soft Robotics', categoryList: ['Control and Systems Engineering', 'Artificial Intelligence'], sjr: 0.4 }),
  scopusEntry({ title: 'Robotics and Autonomous Systems', categoryList: ['Control and Systems Engineering', 'Software'] }),
  scopusEntry({ title: 'Machine Learning', categoryList: ['Artificial Intelligence', 'Software'] }),
  scopusEntry({ title: 'Leukemia and Lymphoma', categoryList: ['Hematology', 'Oncology'] }),
  scopusEntry({
    title: 'Blood Reviews',
    categoryList: ['Hematology'],
    categoryQuartiles: [{ name: 'Hematology', quartile: 'Q3' }],
    sjr: 0.3,
  }),
  scopusEntry({ title: 'Rice Science', categoryList: ['Agronomy and Crop Science', 'Plant Science'] }),
  scopusEntry({ title: 'Crop Protection', categoryList: ['Agronomy and Crop Science'] }),
  scopusEntry({ title: 'Water Research', categoryList: ['Water Science and Technology', 'Pollution'] }),
  scopusEntry({ title: 'Journal of Mechanical Design', categoryList: ['Mechanical Engineering'] }),
  sintaEntry({ title: 'Jurnal Ilmu Pertanian Indonesia', subjectAreas: ['Agriculture'], accreditation: 2 }),
  sintaEntry({ title: 'Jurnal Teknik Sipil', subjectAreas: ['Engineering'] }),
];

const recommender = new LexicalRecommender(buildRecommendIndex(catalogue, loadWordList()));
const titles = (abstract: string, options: { includeSinta?: boolean; limit?: number } = {}) =>
  recommender
    .recommendNow({ abstract, limit: options.limit ?? 5, includeSinta: options.includeSinta ?? false })
    .map((recommendation) => recommendation.entry.title);

const softRobotics =
  'Soft robots built from elastomers and pneumatic actuators can grasp delicate objects. We present a soft robotic ' +
  'gripper with embedded sensors and a controller for grasping in unstructured environments.';

describe('LexicalRecommender', () => {
  it('puts the precise journal first for an English abstract, with reasons naming the matched fields', () => {
    const [first] = recommender.recommendNow({ abstract: softRobotics, limit: 3, includeSinta: false });
    expect(first?.entry.title).toBe('Soft Robotics');
    expect(first?.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'soft', field: 'title', matched: 'soft' }),
        expect.objectContaining({ field: 'title', matched: 'robotics' }),
      ]),
    );
  });

  it('names the category or subject area a word matched, and the word for a title', () => {
    const abstract =
      'A feedback control system for soft grippers: the control loop and its systems engineering are described in ' +
      'detail for agriculture.';
    const [robotics] = recommender.recommendNow({
      abstract, limit: 1, includeSinta: false, accept: (entry) => entry.title === 'Soft Robotics',
    });
    expect(robotics?.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'control', field: 'categories', matched: 'Control and Systems Engineering' }),
        expect.objectContaining({ term: 'soft', field: 'title', matched: 'soft' }),
      ]),
    );
    const [agriculture] = recommender.recommendNow({
      abstract, limit: 1, includeSinta: true, accept: (entry) => entry.title === 'Jurnal Ilmu Pertanian Indonesia',
    });
    expect(agriculture?.reasons).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'subjectAreas', matched: 'Agriculture' })]),
    );
  });

  it('does not let a huge general journal in every category beat a precise small one', () => {
    const ranked = titles(softRobotics, { limit: 12 });
    expect(ranked.indexOf('Soft Robotics')).toBeLessThan(ranked.indexOf('Nature Science Reports'));
    expect(ranked.indexOf('Robotics and Autonomous Systems')).toBeLessThan(ranked.indexOf('Nature Science Reports'));
    // Where only the category carries the match, the journal devoted to it beats the one in fifteen categories,
    // although that one is Q1 there and has twenty times the SJR.
    const hematology = titles('Anaemia and thrombocytopenia followed chemotherapy in lymphoma; transfusion needs rose.', {
      limit: 12,
    });
    expect(hematology.indexOf('Blood Reviews')).toBeGreaterThanOrEqual(0);
    expect(hematology.indexOf('Blood Reviews')).toBeLessThan(hematology.indexOf('Nature Science Reports'));
  });

  it('reaches an English-titled journal from an Indonesian abstract through the bridge', () => {
    const abstract =
      'Penelitian ini menerapkan pembelajaran mesin untuk klasifikasi citra. Model pembelajaran mesin dilatih ' +
      'dengan data berlabel dan dievaluasi dengan validasi silang.';
    expect(titles(abstract)[0]).toBe('Machine Learning');
    const [first] = recommender.recommendNow({ abstract, limit: 1, includeSinta: false });
    // "pembelajaran mesin" is a phrase of the word list: it is translated whole, and the reasons say so.
    expect(first?.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'pembelajaran mesin', translation: 'machine learning', field: 'title' }),
      ]),
    );
  });

  it("reaches a category's journals through the words of its other journals' titles", () => {
    const abstract =
      'Elderly patients with follicular lymphoma received brief chemo-immunotherapy with rituximab; remission and ' +
      'failure-free survival of the lymphoma patients were assessed.';
    const ranked = recommender.recommendNow({ abstract, limit: 12, includeSinta: false });
    const order = ranked.map((recommendation) => recommendation.entry.title);
    expect(order[0]).toBe('Leukemia and Lymphoma');
    // "Blood Reviews" shares no word with the abstract: Hematology's vocabulary carries it into the list, above the
    // general journal; the journals of unrelated categories (Rice Science, Water Research, …) are not ranked at all.
    expect(order).toEqual(['Leukemia and Lymphoma', 'Blood Reviews', 'Nature Science Reports']);
    expect(ranked.find((item) => item.entry.title === 'Blood Reviews')?.reasons).toEqual([
      expect.objectContaining({ term: 'lymphoma', field: 'topic', matched: 'Hematology' }),
    ]);
  });

  it('ranks SINTA journals in the same list only when asked', () => {
    const abstract =
      'Penelitian ini mengkaji sistem pertanian organik di lahan petani. Pertanian organik meningkatkan pendapatan ' +
      'petani dan kesuburan tanah pertanian.';
    expect(titles(abstract, { includeSinta: true })[0]).toBe('Jurnal Ilmu Pertanian Indonesia');
    const scopusOnly = recommender.recommendNow({ abstract, limit: 12, includeSinta: false });
    expect(scopusOnly.every((recommendation) => recommendation.entry.type === 'scopus')).toBe(true);
    expect(scopusOnly.length).toBeGreaterThan(0);
  });

  it('scores from 0 to 1, best first, within the limit', () => {
    const ranked = recommender.recommendNow({ abstract: softRobotics, limit: 4, includeSinta: true });
    expect(ranked).toHaveLength(4);
    const scores = ranked.map((recommendation) => recommendation.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const score of scores) expect(score > 0 && score <= 1).toBe(true);
  });

  it('applies a filter after ranking: the next best takes the place of a journal that fails it', () => {
    const ranked = recommender.recommendNow({
      abstract: softRobotics,
      limit: 2,
      includeSinta: false,
      accept: (entry) => entry.title !== 'Soft Robotics',
    });
    expect(ranked.map((recommendation) => recommendation.entry.title)).toEqual([
      titles(softRobotics)[1],
      titles(softRobotics)[2],
    ]);
  });

  it('tells which of the best `limit` matches before filtering the filter refused, best first', () => {
    const unfiltered = titles(softRobotics, { limit: 3 });
    const refused: string[] = [];
    const accept = (entry: CatalogueEntry) => entry.title !== unfiltered[0] && entry.title !== unfiltered[2];
    const kept = recommender.recommendNow({
      abstract: softRobotics,
      limit: 3,
      includeSinta: false,
      accept,
      onLeftOut: (entry) => refused.push(entry.title),
    });
    expect(refused).toEqual([unfiltered[0], unfiltered[2]]);
    // The next best took their places; the journals beyond the best three are not counted as left out.
    expect(kept.map((recommendation) => recommendation.entry.title)[0]).toBe(unfiltered[1]);
    expect(kept.every((recommendation) => accept(recommendation.entry))).toBe(true);
  });

  it('gives a query the same answer whatever was asked before (the working arrays are reused)', () => {
    const agriculture = 'Penelitian ini mengkaji sistem pertanian organik di lahan petani dan kesuburan tanah pertanian.';
    const fresh = new LexicalRecommender(buildRecommendIndex(catalogue, loadWordList()));
    const alone = fresh.recommendNow({ abstract: softRobotics, limit: 12, includeSinta: false });
    recommender.recommendNow({ abstract: agriculture, limit: 12, includeSinta: true });
    const after = recommender.recommendNow({ abstract: softRobotics, limit: 12, includeSinta: false });
    expect(after).toEqual(alone);
    // scoreAll hands out its own copy: a later query does not change it.
    const kept = recommender.scoreAll(softRobotics, false);
    const copy = Float64Array.from(kept);
    recommender.scoreAll(agriculture, true);
    expect(kept).toEqual(copy);
  });

  it('returns nothing when nothing matches', () => {
    expect(titles('Zqxv wlorp glarb frobnicate quuxes zzyzx blorf snark'.repeat(2))).toEqual([]);
  });
});

describe("the abstract's field first", () => {
  const fieldCatalogue = [
    scopusEntry({ title: 'Leukemia and Lymphoma', categoryList: ['Hematology', 'Oncology'] }),
    scopusEntry({ title: 'Blood Reviews', categoryList: ['Hematology'] }),
    scopusEntry({ title: 'Transfusion Medicine', categoryList: ['Hematology'] }),
    scopusEntry({ title: 'Phase Transitions', categoryList: ['Materials Science (miscellaneous)', 'Instrumentation'] }),
    scopusEntry({ title: 'Journal of Alloys and Compounds', categoryList: ['Materials Science (miscellaneous)'] }),
  ];
  const ranker = new LexicalRecommender(buildRecommendIndex(fieldCatalogue, loadWordList()));

  it('lets a title word of another field ("phase") count less than the field\'s own journals', () => {
    const abstract =
      'In the maintenance phase of lymphoma treatment, transfusion needs and anaemia were recorded for every patient; ' +
      'the phase lasted two years.';
    const order = ranker.recommendNow({ abstract, limit: 5, includeSinta: false }).map((item) => item.entry.title);
    expect(['Transfusion Medicine', 'Leukemia and Lymphoma', 'Blood Reviews']).toContain(order[0]);
    expect(order.indexOf('Transfusion Medicine')).toBeLessThan(order.indexOf('Phase Transitions'));
  });
});
