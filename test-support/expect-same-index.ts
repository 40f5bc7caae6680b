// A recommendation index that crossed from the build's worker is the built one: every part equal, the inverted lists
// compared term by term (the receiving side keeps them flat, lib/recommend/engine/flat-postings-map.ts).
import type { RecommendIndex } from '../lib/recommend/engine/build-index';

export function expectSameIndex(received: RecommendIndex, built: RecommendIndex): void {
  const { postings, topics, ...rest } = received;
  const { postings: builtPostings, topics: builtTopics, ...builtRest } = built;
  expect(rest).toEqual(builtRest);
  expect(new Map(postings)).toEqual(builtPostings);
  expect(topics.names).toEqual(builtTopics.names);
  expect(new Map(topics.postings)).toEqual(builtTopics.postings);
}
