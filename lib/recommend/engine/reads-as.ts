// What an abstract was understood to be about, as shown to the researcher: its best two or three research topics of
// the map (read-topics.ts), each with its subfield and the catalogue's SJR category that subfield is (null when the
// catalogue has none), so each can filter the results to its category.
import type { ReadsAsTopic } from '../recommendation-answer';
import type { QueryTerm } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import { bestTopics, readTopics } from './read-topics';
import { categoryLinks } from './topic-map-field';

/** Two topics always (when matched), a third only when it scores at least this share of the first. */
const THIRD_TOPIC_SHARE = 0.8;

export function readsAsTopics(index: RecommendIndex, terms: readonly QueryTerm[]): ReadsAsTopic[] {
  const map = index.topicMap;
  const reading = readTopics(map, terms);
  const [first, ...others] = bestTopics(reading, 3);
  if (first === undefined) return [];
  const kept = [first, ...others.filter((id, place) => place === 0 || reading.topicScores[id] >= THIRD_TOPIC_SHARE * reading.topicScores[first])];
  const { categoryOfSubfield } = categoryLinks(map, index.topics.names);
  return kept.map((id) => {
    const topic = map.topics[id];
    const category = categoryOfSubfield[topic.subfield];
    return {
      topicId: topic.id,
      topic: topic.name,
      subfield: map.subfields[topic.subfield].name,
      category: category >= 0 ? index.topics.names[category] : null,
    };
  });
}
