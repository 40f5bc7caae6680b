// Which SJR category an OpenAlex subfield is. Subfield ids are Scopus's ASJC codes and their names ASJC's, which are
// SJR's, except where SJR qualifies a name that occurs twice and for the "General X" subfields (codes xx00), which
// SJR calls "X (miscellaneous)". A category of the catalogue that no subfield names may still be a field's
// "(miscellaneous)" category: it is reached through its field.

/** ASJC codes whose SJR name differs from OpenAlex's subfield name (data/topics README). */
const SJR_NAME_BY_CODE: Readonly<Record<string, string>> = {
  '2728': 'Neurology (clinical)',
  '2736': 'Pharmacology (medical)',
  '2716': 'Genetics (clinical)',
  '2737': 'Physiology (medical)',
  '2704': 'Biochemistry (medical)',
  '2726': 'Microbiology (medical)',
  '1204': 'Archeology (arts and humanities)',
  '3306': 'Health (social science)',
};

/** The SJR category name of a subfield, by its ASJC code. */
export function sjrCategoryName(subfieldId: string, subfieldName: string): string {
  const named = SJR_NAME_BY_CODE[subfieldId];
  if (named) return named;
  if (subfieldId.endsWith('00') && subfieldName.startsWith('General ')) {
    return `${subfieldName.slice('General '.length)} (miscellaneous)`;
  }
  return subfieldName;
}

/** A field's general category in SJR: "Medicine" → "Medicine (miscellaneous)". */
export const miscellaneousCategoryName = (fieldName: string) => `${fieldName} (miscellaneous)`;

const comparable = (name: string) => name.toLocaleLowerCase('en');

/**
 * Each catalogue category's subfield (index into `subfieldCategories`' order) or, failing that, the field it is the
 * general category of; -1 where neither. Names compare without case ("Religious studies" is "Religious Studies").
 */
export function linkCategories(
  categoryNames: readonly string[],
  subfields: readonly { id: string; name: string; field: string }[],
): { subfieldOf: Int32Array; fieldOf: Int32Array; categoryOfSubfield: Int32Array; fields: string[] } {
  const categoryIds = new Map(categoryNames.map((name, id) => [comparable(name), id]));
  const fields = [...new Set(subfields.map((subfield) => subfield.field))];
  const subfieldOf = new Int32Array(categoryNames.length).fill(-1);
  const fieldOf = new Int32Array(categoryNames.length).fill(-1);
  const categoryOfSubfield = new Int32Array(subfields.length).fill(-1);
  subfields.forEach((subfield, position) => {
    const category = categoryIds.get(comparable(sjrCategoryName(subfield.id, subfield.name)));
    if (category === undefined) return;
    categoryOfSubfield[position] = category;
    subfieldOf[category] = position;
  });
  fields.forEach((field, position) => {
    const category = categoryIds.get(comparable(miscellaneousCategoryName(field)));
    if (category !== undefined && subfieldOf[category] === -1) fieldOf[category] = position;
  });
  return { subfieldOf, fieldOf, categoryOfSubfield, fields };
}
