// The index built in a worker thread: the same index and the same recommendations as a build on the calling thread,
// the calling thread's event loop free meanwhile, and the worker gone once the index has arrived.
import { loadWordList } from './bridge/word-list';
import { buildRecommendIndexInWorker } from './build-index-in-worker';
import { buildRecommendIndex } from './engine/build-index';
import { LexicalRecommender } from './engine/lexical-recommender';
import { expectSameIndex } from '../../test-support/expect-same-index';
import { syntheticCatalogue } from '../../test-support/test-catalogue';

const abstracts = [
  'Soft robots built from elastomers grasp delicate objects with embedded sensors and a feedback controller.',
  'Penelitian ini mengkaji sistem pertanian organik di lahan petani dan kesuburan tanah pertanian.',
  'Blood cancer and immunology: cell therapy outcomes in the health management of elderly patients.',
  'Machine learning models of water pollution and soil erosion in crop management systems.',
];

test('the worker builds the index the calling thread would, while the calling thread keeps turning, then exits', async () => {
  const entries = syntheticCatalogue(5_000);
  const events: string[] = [];
  let turns = 0;
  let isBuilding = true;
  const turn = () => {
    if (!isBuilding) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  const fromWorker = await buildRecommendIndexInWorker(entries, { onExit: () => events.push('worker exited') });
  isBuilding = false;
  events.push('index ready');
  // A build on this thread would have left no turn to the event loop until it finished.
  expect(turns).toBeGreaterThan(0);
  expect(events).toEqual(['worker exited', 'index ready']);

  const here = buildRecommendIndex(entries, loadWordList());
  expectSameIndex(fromWorker, here);
  for (const abstract of abstracts) {
    for (const includeSinta of [false, true]) {
      const query = { abstract, limit: 20, includeSinta };
      const expected = new LexicalRecommender(here).recommendNow(query);
      expect(expected.length).toBeGreaterThan(0);
      expect(new LexicalRecommender(fromWorker).recommendNow(query)).toEqual(expected);
    }
  }
}, 60_000);
