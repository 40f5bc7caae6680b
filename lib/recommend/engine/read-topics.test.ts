// The map of research topics reads an abstract's field from the whole abstract: English directly, Indonesian through
// the bridge's translations, and a word used in another field's sense ("teacher network", "code provisions") does not
// carry the abstract there.
import { Bridge } from '../bridge/bridge';
import { loadWordList } from '../bridge/word-list';
import { analyseAbstract } from './analyse-abstract';
import { bestTopics, readTopics } from './read-topics';
import { getTopicMap } from './topic-map';
import { sjrCategoryName } from './topic-map-categories';

const words = loadWordList();
const bridge = new Bridge(words, words.englishWords, words.indonesianWords);
const map = getTopicMap();

/** The abstract's subfields by their SJR category names, best first. */
function subfieldsOf(text: string): string[] {
  const reading = readTopics(map, analyseAbstract(text, bridge, words).terms);
  return [...reading.subfieldScores.keys()]
    .filter((id) => reading.subfieldScores[id] > 0)
    .sort((a, b) => reading.subfieldScores[b] - reading.subfieldScores[a])
    .map((id) => sjrCategoryName(map.subfields[id].id, map.subfields[id].name));
}

test('the vendored map holds every topic, each in a subfield', () => {
  expect(map.topics).toHaveLength(4516);
  expect(map.subfields).toHaveLength(252);
});

test('an English abstract reads as its subfield', () => {
  const subfields = subfieldsOf(
    'We study the effect of sleep deprivation on working memory in adolescents. Using functional magnetic resonance ' +
      'imaging, we measured brain activity in the prefrontal cortex during an n-back task after a night of total sleep ' +
      'deprivation and after normal sleep. Sleep deprivation reduced activation in the dorsolateral prefrontal cortex.',
  );
  expect(subfields[0]).toBe('Cognitive Neuroscience');
});

test('an Indonesian abstract reads as its subfield through its translations', () => {
  const text =
    'Penelitian ini bertujuan menganalisis pertumbuhan ikan nila yang diberi pakan buatan dengan tambahan probiotik di ' +
    'kolam budidaya. Ikan dipelihara selama 60 hari dengan empat perlakuan dosis probiotik. Laju pertumbuhan spesifik, ' +
    'rasio konversi pakan dan kelangsungan hidup ikan diukur.';
  expect(subfieldsOf(text)[0]).toBe('Aquatic Science');
  // Only the translations reach the map: the Indonesian words alone are not its vocabulary.
  const untranslated = analyseAbstract(text, bridge, words).terms.filter((term) => !term.via && term.key.startsWith('id:'));
  expect(bestTopics(readTopics(map, untranslated), 3)).toEqual([]);
});

test('a "teacher network" with pseudo labels is image segmentation, not education', () => {
  const subfields = subfieldsOf(
    'Semi-supervised semantic segmentation reduces the cost of pixel-level annotation. A teacher network and a student ' +
      'network are trained jointly: the teacher produces pseudo labels for unlabeled images, and the student is trained ' +
      'on labeled images and on pseudo labels filtered by a confidence estimate instead of a fixed threshold. ' +
      'Consistency regularization between weak and strong augmentations improves the segmentation masks.',
  );
  expect(['Computer Vision and Pattern Recognition', 'Artificial Intelligence']).toContain(subfields[0]);
  expect(subfields.indexOf('Education')).toBeGreaterThan(0);
});

test('a concrete beam checked against "existing code provisions" is structural engineering, not cryptography', () => {
  const subfields = subfieldsOf(
    'This study investigates the shear strength of reinforced concrete beams without transverse reinforcement. ' +
      'Twenty-four beams with different shear span-to-depth ratios were tested under four-point loading until failure. ' +
      'The measured shear capacities were compared with the predictions of existing code provisions, including ACI 318 ' +
      'and Eurocode 2. The code provisions are conservative for slender beams.',
  );
  expect(subfields[0]).toBe('Civil and Structural Engineering');
  for (const other of ['Computational Theory and Mathematics', 'Computer Networks and Communications', 'Applied Mathematics']) {
    expect(subfields.slice(0, 3)).not.toContain(other);
  }
});
