// Reads the home page's address back into a catalogue query and page through the API's own schema, so server and
// browser read a URL the same way and the server-rendered first page is the client's first SWR entry. A value the
// schema refuses (quartile=Q9, maxApc=-1, page=abc) is dropped, never an error: a stale link still opens. The server
// reads every request's address; the browser loads this module (and zod with it) only when the address changes under
// the page (back, forward, a link), never on the first load. Pure.
import { type JournalListQuery, journalListQuerySchema } from '@/lib/schemas/journal-query';
import { toSafeText } from '@/lib/schemas/safe-text';
import { sintaLevelField } from '@/lib/schemas/sinta-query';
import {
  CATALOGUE_FILTERS,
  type CatalogueAddress,
  type CatalogueQuery,
  emptyCatalogueQuery,
  queryEntries,
} from './catalogue-query';

/** The API's own bound on `q` (lib/schemas/journal-query.ts). */
const MAX_QUERY_LENGTH = 200;

const shape = { ...journalListQuerySchema.shape, minSintaLevel: sintaLevelField };

type ReadParam = (name: string) => string | null | undefined;

// One parameter through its schema field: the normalised value ("Journal" → "journal", " 0500" → "500"), or ''.
function validValue(name: Exclude<keyof CatalogueQuery, 'q'>, raw: string | null | undefined): string {
  const parsed = shape[name].safeParse(raw ?? undefined);
  return parsed.success && parsed.data !== undefined ? String(parsed.data) : '';
}

export function parseCatalogueAddress(read: ReadParam): CatalogueAddress {
  const query = { ...emptyCatalogueQuery };
  // A NUL or a half surrogate pair (a typed URL, or the cut at 200) is dropped: the API would refuse the search.
  query.q = toSafeText((read('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)).trim();
  for (const name of [...CATALOGUE_FILTERS, 'sort', 'order'] as const) query[name] = validValue(name, read(name));
  const page = shape.page.safeParse(read('page') ?? undefined);
  return { query, page: page.success ? page.data : 1 };
}

/** Page 1 of the query's filters and sort as the catalogue services take them (the server renders it). */
export function toListQuery(query: CatalogueQuery, limit: number): JournalListQuery {
  const { q: _q, ...rest } = queryEntries(query);
  return journalListQuerySchema.parse({ ...rest, page: 1, limit });
}
