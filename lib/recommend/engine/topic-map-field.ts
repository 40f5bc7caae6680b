// The abstract's reading of the map of research topics (read-topics.ts) as closeness to the catalogue's categories:
// a category that is a subfield takes that subfield's score; a field's "(miscellaneous)" category, which no subfield
// names, takes its field's best subfield; a category the map does not reach (Multidisciplinary, most nursing
// specialities, …) takes none. 1 for the closest.
import { linkCategories } from './topic-map-categories';
import type { TopicMap } from './topic-map';
import type { TopicReading } from './read-topics';

type CategoryLinks = ReturnType<typeof linkCategories>;

const linksByNames = new WeakMap<readonly string[], CategoryLinks>();

/** The catalogue's categories linked to the map's subfields and fields, once per list of names (once per index). */
export function categoryLinks(map: TopicMap, categoryNames: readonly string[]): CategoryLinks {
  let links = linksByNames.get(categoryNames);
  if (!links) {
    links = linkCategories(categoryNames, map.subfields);
    linksByNames.set(categoryNames, links);
  }
  return links;
}

/** Each catalogue category's closeness to the abstract by the map, into `out` (one place per category name). */
export function mapCategoryCloseness(
  map: TopicMap,
  reading: TopicReading,
  categoryNames: readonly string[],
  out: Float64Array,
): Float64Array {
  const { subfieldOf, fieldOf, fields } = categoryLinks(map, categoryNames);
  const fieldBest = new Float64Array(fields.length);
  const fieldIds = new Map(fields.map((name, id) => [name, id]));
  map.subfields.forEach((subfield, id) => {
    const field = fieldIds.get(subfield.field) ?? 0;
    fieldBest[field] = Math.max(fieldBest[field], reading.subfieldScores[id]);
  });
  for (let category = 0; category < categoryNames.length; category += 1) {
    if (subfieldOf[category] >= 0) out[category] = reading.subfieldScores[subfieldOf[category]];
    else if (fieldOf[category] >= 0) out[category] = fieldBest[fieldOf[category]];
    else out[category] = 0;
  }
  return out;
}
