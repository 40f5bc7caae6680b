// The language switch: the same page in another language is the same path with its first segment
// replaced; the rest of the path and the query are kept.
export function switchLocalePath(pathname: string, search: string, locale: string): string {
  const [, , ...rest] = pathname.split('/');
  const path = ['', locale, ...rest].join('/');
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${path}?${query}` : path;
}
