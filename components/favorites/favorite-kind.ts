// Favourite ids are compared as strings; an id starting with http(s):// is a SINTA journal's website,
// anything else a Scopus Sourceid. The list answer carries ids only, so this is how the client tells them apart.
export type FavoriteTab = 'scopus' | 'sinta';

export function favoriteTabOf(sourceId: string): FavoriteTab {
  return /^https?:\/\//i.test(sourceId) ? 'sinta' : 'scopus';
}
