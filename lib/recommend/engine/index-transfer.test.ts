// The index crosses threads as transferred arrays and sliced lists: what arrives, put back together, is the index that
// was built, and ranks exactly as it does.
import { loadWordList } from '../bridge/word-list';
import { buildRecommendIndex } from './build-index';
import { collectIndexParts, packRecommendIndex, splitPackedIndex, unpackRecommendIndex } from './index-transfer';
import { LexicalRecommender } from './lexical-recommender';
import { expectSameIndex } from '../../../test-support/expect-same-index';
import { syntheticCatalogue } from '../../../test-support/test-catalogue';

const abstracts = [
  'Soft robots built from elastomers grasp delicate objects with embedded sensors and a feedback controller.',
  'Penelitian ini mengkaji sistem pertanian organik di lahan petani dan kesuburan tanah pertanian.',
  'Anaemia and thrombocytopenia followed chemotherapy in lymphoma; transfusion needs rose in elderly patients.',
];

test('packed, sent part by part (transferring the arrays) and unpacked, the index is the same and ranks the same', async () => {
  const entries = syntheticCatalogue(600);
  const words = loadWordList();
  const original = buildRecommendIndex(entries, words);
  const sent = buildRecommendIndex(entries, words);

  const collector = collectIndexParts();
  const parts = splitPackedIndex(packRecommendIndex(sent));
  // Lists and maps go in slices, so reading one message never holds the receiver long.
  for (const { part } of parts) if (part.name !== 'arrays') expect(part.items.length).toBeLessThanOrEqual(10_000);
  // structuredClone with a transfer list is what postMessage does between threads.
  for (const { part, transfer } of parts) collector.add(structuredClone(part, { transfer }));
  expect(sent.quality.length).toBe(0); // transferred, not copied: the sender's arrays are detached
  const received = await unpackRecommendIndex(collector.packed(), entries, words);

  expectSameIndex(received, original);
  expect(received.bridge.parts()).toEqual(original.bridge.parts());
  for (const abstract of abstracts) {
    const query = { abstract, limit: 20, includeSinta: true };
    expect(new LexicalRecommender(received).recommendNow(query)).toEqual(new LexicalRecommender(original).recommendNow(query));
  }
});
