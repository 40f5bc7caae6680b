// Titles compared as people write them: case, accents, punctuation, a leading "The" and "&" against "and" ignored, so
// "The Journal of Data Science & Analytics" and "Journal of Data Science and Analytics" are one title. Letters of
// every script are kept; an exact comparison on that form, never a similarity score.

export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}
