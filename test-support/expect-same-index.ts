// A recommendation index that crossed from the build's worker is the built one: every part equal, the inverted lists
// compared term by term (the receiving side keeps them flat, lib/recommend/engine/flat-postings-map.ts).
import type { RecommendIndex } from '../lib/recommend/engine/build-index';

export function expectSameIndex(received: RecommendIndex, built: RecommendIndex): void {
  const { postings, topics, topicMap, ...rest } = received;
  const { postings: builtPostings, topics: builtTopics, topicMap: builtTopicMap, ...builtRest } = built;
  expect(rest).toEqual(builtRest);
  expect(new Map(postings)).toEqual(builtPostings);
  expect(topics.names).toEqual(builtTopics.names);
  expect(new Map(topics.postings)).toEqual(builtTopics.postings);
  expect(topicMap.topics).toEqual(builtTopicMap.topics);
  expect(topicMap.subfields).toEqual(builtTopicMap.subfields);
  expect(new Map(topicMap.postings)).toEqual(builtTopicMap.postings);
}
