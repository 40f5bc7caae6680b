// Journal titles compared as the labels write them: case, accents, punctuation and "&"/"and" ignored
// ("Leukemia & Lymphoma" = "leukemia and lymphoma").

export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
