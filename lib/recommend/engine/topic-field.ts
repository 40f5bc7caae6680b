// The abstract's field as the ranking uses it, from the map of research topics (topic-map-field.ts): each catalogue
// category's closeness to the abstract, sharpened, is the field a journal's direct match counts in full within; and a
// journal's agreement with it (its best category's closeness, by its quartile weight there) weighs its whole score, so
// one word in another field's sense ("teacher network", "code provisions") cannot carry that field's journal to the top.
import type { QueryTerm } from './analyse-abstract';
import type { RecommendIndex } from './build-index';
import { readTopics } from './read-topics';
import { mapCategoryCloseness } from './topic-map-field';
import { mapSettings } from './weights';

// Read once, not per journal: a bundled module's exports are reached through getters.
const FIELD_SHARPNESS = mapSettings.fieldSharpness;
const AGREEMENT_SHARE = mapSettings.agreementShare;
const VOCABULARY_SHARPNESS = mapSettings.vocabularySharpness;

/**
 * Each catalogue category's closeness by the map (1 for the closest) into `closeness`, and the abstract's `field`: for
 * each category the larger of its sharpened closeness by the map and by the categories' own title vocabularies
 * (`vocabulary`, 1 for the closest): a short abstract whose words the map spreads over many topics ("phase",
 * "maintenance", "records") still has the field its vocabulary names.
 */
export function readAbstractField(
  index: RecommendIndex,
  terms: readonly QueryTerm[],
  vocabulary: Float64Array,
  closeness: Float64Array,
  field: Float64Array,
): void {
  mapCategoryCloseness(index.topicMap, readTopics(index.topicMap, terms), index.topics.names, closeness);
  for (let category = 0; category < field.length; category += 1) {
    field[category] = Math.max(closeness[category] ** FIELD_SHARPNESS, vocabulary[category] ** VOCABULARY_SHARPNESS);
  }
}

/** A journal's agreement with a per-category closeness: its best category's, by its weight there. */
export function journalAgreement(index: RecommendIndex, closeness: Float64Array, doc: number): number {
  const { offsets, ids, weights } = index.documentTopics;
  let best = 0;
  for (let position = offsets[doc]; position < offsets[doc + 1]; position += 1) {
    const value = weights[position] * closeness[ids[position]];
    if (value > best) best = value;
  }
  return best;
}

/** Each journal's score times (1 + share × agreement²) / (1 + share): within 0..1, full only in the abstract's field. */
export function weighByFieldAgreement(index: RecommendIndex, closeness: Float64Array, scores: Float64Array): void {
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (scores[doc] <= 0) continue;
    const agreement = journalAgreement(index, closeness, doc);
    scores[doc] *= (1 + AGREEMENT_SHARE * agreement * agreement) / (1 + AGREEMENT_SHARE);
  }
}

/**
 * A category at least this close to the abstract by the map is in its field (1 is the closest subfield): the
 * closest subfields only. An image-segmentation abstract with "teacher" and "student" networks has Education at
 * 0.75–0.8 of Artificial Intelligence: near, but not its field.
 */
export const IN_FIELD_CLOSENESS = 0.85;

/** Whether one of the journal's categories is among the abstract's likeliest subfields by the map. */
export function isInAbstractField(index: RecommendIndex, closeness: Float64Array, doc: number): boolean {
  const { offsets, ids } = index.documentTopics;
  for (let position = offsets[doc]; position < offsets[doc + 1]; position += 1) {
    if (closeness[ids[position]] >= IN_FIELD_CLOSENESS) return true;
  }
  return false;
}
