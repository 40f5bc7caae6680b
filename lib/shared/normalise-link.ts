// Links of list entries and journal websites in one comparable form: no scheme, no `www.`, a lower-case host without
// port, no fragment, no trailing slash. Deduplication and cross-links compare these exactly, never names.

export interface NormalisedLink {
  /** Host, path and query: the deduplication key of a list entry ("jeltl.org", "hindawi.com/journals/aaa"). */
  key: string;
  /** "jurnal.unimed.ac.id" */
  host: string;
  /** "" for a site's root, else "/2012/index.php/jtp" (lower-case, no trailing slash, no query). */
  path: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
// Zero-width and direction marks that scraped lists carry (beallslist.net has a name that is only U+200B).
const invisible = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g;

/** Text as a person reads it: HTML entities decoded, invisible marks dropped, spaces (and NBSP) collapsed. */
export function cleanListText(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/gi, (_, name: string) => entities[name.toLowerCase()]!)
    .replace(invisible, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** The comparable form of a URL (with or without its scheme), or null when it names no host. */
export function normaliseLink(url: string | null | undefined): NormalisedLink | null {
  const text = cleanListText(url ?? '').replace(/#.*$/, '');
  // "http://", "https://", and the malformed "http:/" that SINTA holds once; a bare "host/path" has none.
  const withoutScheme = text.replace(/^[a-z][a-z0-9+.-]*:\/+/i, '');
  const match = /^([^/?]*)([^?]*)(\?.*)?$/.exec(withoutScheme);
  if (!match) return null;
  const host = match[1]!
    .toLowerCase()
    .replace(/^[^@]*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  const path = match[2]!.toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  const query = match[3] && match[3] !== '?' ? match[3] : '';
  return { key: `${host}${path}${query}`, host, path };
}

/** The host alone ("jeltl.org" for "HTTP://WWW.JELTL.ORG/index.php/"), or null. */
export function normaliseHost(url: string | null | undefined): string | null {
  return normaliseLink(url)?.host ?? null;
}

/**
 * Whether `site` is the entry's page or below it: same host, and the entry's path is the site's path or a parent
 * folder of it. An entry at a host's root covers the whole host; an entry deeper down (one journal on a shared OJS
 * host) covers only its own folder, so one listed journal never flags its 66 neighbours on the same university host.
 */
export function isSameOrBelow(site: NormalisedLink, entry: NormalisedLink): boolean {
  if (site.host !== entry.host) return false;
  return entry.path === '' || site.path === entry.path || site.path.startsWith(`${entry.path}/`);
}
