// What the comparison takes as a journal's id: a Scopus Sourceid, or a SINTA journal's website, the id its favourites
// use (http or https, at most 500 characters, without a comma or a space, which the address's comma-separated list
// could not carry). Without zod: the browser's selection checks ids with it.
import { isSourceId } from './source-id-rule';

const sintaWebsitePattern = /^https?:\/\/[^\s,]+$/i;

export function isSintaCompareId(text: string): boolean {
  return text.length <= 500 && sintaWebsitePattern.test(text);
}

export function isCompareId(text: string): boolean {
  return isSourceId(text) || isSintaCompareId(text);
}

/** The compare page for these journals, in their order: `/compare?ids=1,2,https%3A%2F%2F…`. */
export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}
