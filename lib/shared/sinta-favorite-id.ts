// A SINTA journal's favourite id. The spec keeps SINTA favourites by the journal's website and tells them from Scopus
// Sourceids by an id starting with http(s)://, so a website that is no usable http(s) address ("#!", a bare host, two
// addresses in one cell) would be read back as a Scopus id. Such a journal is kept by its SINTA profile URL instead,
// which is unique and starts with https://, so every reader of the id list still sees a SINTA journal.
// Without zod: the cards and the server's favourite check use the same rule.

/** An http(s) address with a dotted host, no space or comma, at most 500 characters (the compare ids' limits too). */
const usableWebsitePattern = /^https?:\/\/[^\s,/]+\.[^\s,/]+(\/[^\s,]*)?$/i;

export function isUsableSintaWebsite(website: string): boolean {
  return website.length <= 500 && usableWebsitePattern.test(website);
}

export function sintaFavoriteId(journal: { website: string; profileUrl: string }): string {
  return isUsableSintaWebsite(journal.website) ? journal.website : journal.profileUrl;
}
