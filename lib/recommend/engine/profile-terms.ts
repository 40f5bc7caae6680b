// Every journal's profile terms kept in flat arrays, for the reasons: which field each term stands in, with its
// multiplier and the text to show (the journal's word, or the category/area/subject it came from). Built once with
// the index, so explaining a recommendation reads arrays instead of analysing the journal's texts again.
import type { Postings } from './postings';
import type { Profile } from './profile';
import type { FieldName } from './weights';

export interface ProfileTerms {
  /** Document d's terms are at offsets[d] … offsets[d+1], in profile order (fields, then their terms). */
  offsets: Int32Array;
  /** The term's postings id. */
  termIds: Int32Array;
  /** Index into `fieldNames`. */
  fields: Uint8Array;
  multipliers: Float32Array;
  /** Index into `labels`: what the reasons show as matched. */
  labelIds: Int32Array;
  fieldNames: FieldName[];
  labels: string[];
}

/** Fields whose reasons name the value the word came from ("Control and Systems Engineering"), not the word. */
const SHOWN_BY_SOURCE = new Set<FieldName>(['categories', 'areas', 'subjectAreas']);

export function buildProfileTerms(profiles: readonly Profile[], postings: ReadonlyMap<string, Postings>): ProfileTerms {
  const fieldNames: FieldName[] = [];
  const fieldIds = new Map<FieldName, number>();
  const labels: string[] = [];
  const labelIds = new Map<string, number>();
  // Counted first, so the arrays are allocated once at their size (millions of entries).
  let total = 0;
  for (const profile of profiles) for (const terms of Object.values(profile)) total += terms?.length ?? 0;
  const offsets = new Int32Array(profiles.length + 1);
  const termIds = new Int32Array(total);
  const fields = new Uint8Array(total);
  const multipliers = new Float32Array(total);
  const labelOf = new Int32Array(total);
  let size = 0;
  profiles.forEach((profile, doc) => {
    offsets[doc] = size;
    for (const [field, terms] of Object.entries(profile) as [FieldName, Profile[FieldName]][]) {
      let fieldId = fieldIds.get(field);
      if (fieldId === undefined) {
        fieldId = fieldNames.push(field) - 1;
        fieldIds.set(field, fieldId);
      }
      for (const term of terms ?? []) {
        const id = postings.get(term.key)?.id;
        if (id === undefined) continue;
        const label = SHOWN_BY_SOURCE.has(field) ? term.source : term.word;
        let labelId = labelIds.get(label);
        if (labelId === undefined) {
          labelId = labels.push(label) - 1;
          labelIds.set(label, labelId);
        }
        termIds[size] = id;
        fields[size] = fieldId;
        multipliers[size] = term.multiplier;
        labelOf[size] = labelId;
        size += 1;
      }
    }
  });
  offsets[profiles.length] = size;
  return {
    offsets,
    termIds: termIds.slice(0, size),
    fields: fields.slice(0, size),
    multipliers: multipliers.slice(0, size),
    labelIds: labelOf.slice(0, size),
    fieldNames,
    labels,
  };
}
