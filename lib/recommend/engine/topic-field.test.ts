// The field of the whole abstract, read from the map of research topics, decides: one word in another field's sense
// ("teacher network", "fixed threshold", "code provisions") does not carry that field's journal to the top, and such a
// journal is never called a strong match.
import { loadWordList } from '../bridge/word-list';
import { buildRecommendIndex } from './build-index';
import { LexicalRecommender } from './lexical-recommender';
import { matchLabel } from './match-label';
import { scopusEntry } from '../../../test-support/test-catalogue';

const ranker = new LexicalRecommender(
  buildRecommendIndex(
    [
      scopusEntry({ title: 'Journal of Fixed Point Theory and Applications', categoryList: ['Applied Mathematics', 'Geometry and Topology'] }),
      scopusEntry({ title: 'Teacher Education and Practice', categoryList: ['Education'] }),
      scopusEntry({ title: 'Journal of Student Networks', categoryList: ['Education', 'E-learning'] }),
      scopusEntry({ title: 'Image and Vision Computing', categoryList: ['Computer Vision and Pattern Recognition', 'Signal Processing'] }),
      scopusEntry({ title: 'Pattern Recognition Letters', categoryList: ['Computer Vision and Pattern Recognition', 'Artificial Intelligence'] }),
      scopusEntry({ title: 'Designs, Codes and Cryptography', categoryList: ['Applied Mathematics', 'Computer Science Applications'] }),
      scopusEntry({ title: 'Engineering Structures', categoryList: ['Civil and Structural Engineering'] }),
      scopusEntry({ title: 'Structural Concrete', categoryList: ['Civil and Structural Engineering', 'Building and Construction'] }),
    ],
    loadWordList(),
  ),
);

const rank = (abstract: string) => ranker.recommendNow({ abstract, limit: 8, includeSinta: false });
const labelOf = (results: ReturnType<typeof rank>, title: string) => {
  const result = results.find((item) => item.entry.title === title);
  return result && matchLabel(result.score, result.evidence);
};

const segmentation =
  'Semi-supervised semantic segmentation reduces the cost of pixel-level annotation. A teacher network and a student ' +
  'network are trained jointly: the teacher produces pseudo labels for unlabeled images, and the student learns from ' +
  'labeled images and from pseudo labels kept by a confidence estimate instead of a fixed threshold.';
const beam =
  'The shear strength of reinforced concrete beams without stirrups was tested under four-point loading, and the ' +
  'measured capacities were compared with existing code provisions; the code provisions are conservative for slender beams.';

test('a journal matched by one word in another field\'s sense is never a strong match', () => {
  const results = rank(segmentation);
  expect(results.map((result) => result.entry.title)).toContain('Journal of Fixed Point Theory and Applications');
  for (const other of ['Journal of Fixed Point Theory and Applications', 'Teacher Education and Practice', 'Journal of Student Networks']) {
    expect(results.find((item) => item.entry.title === other)?.evidence?.isInField).toBe(false);
    expect(labelOf(results, other)).not.toBe('strong');
  }
  expect(results.find((item) => item.entry.title === 'Image and Vision Computing')?.evidence).toEqual({
    isInField: true,
    hasOwnWords: true,
  });
});

test('a cryptography journal matched on "code provisions" is never a strong match for a concrete beam', () => {
  const results = rank(beam);
  expect(results.find((item) => item.entry.title === 'Designs, Codes and Cryptography')?.evidence?.isInField).toBe(false);
  expect(labelOf(results, 'Designs, Codes and Cryptography')).not.toBe('strong');
  expect(results.find((item) => item.entry.title === 'Structural Concrete')?.evidence).toEqual({ isInField: true, hasOwnWords: true });
});

test('of two journals with the same title, the one in the abstract\'s field ranks first', () => {
  const twins = new LexicalRecommender(
    buildRecommendIndex(
      [
        scopusEntry({ title: 'Codes and Provisions', categoryList: ['Applied Mathematics'] }),
        scopusEntry({ title: 'Codes and Provisions', categoryList: ['Civil and Structural Engineering'] }),
      ],
      loadWordList(),
    ),
  );
  const [first, second] = twins.recommendNow({ abstract: beam, limit: 2, includeSinta: false });
  expect(first.entry.type === 'scopus' && first.entry.categoryList).toEqual(['Civil and Structural Engineering']);
  expect(first.score).toBeGreaterThan(second.score);
});
