// What a predatory list page keeps in its address, so a reload or a shared link shows the same letter, page and search:
// `?q=…&letter=M&page=2` (page 1, no letter and no search are left out). Read on the server from the page's search
// parameters through the API's own schema; anything malformed is read as not given.
import { predatoryListQuerySchema } from '@/lib/schemas/lists-query';
import type { NameInitial } from '@/lib/shared/name-initials';

export interface PredatoryAddress {
  q: string;
  letter: NameInitial | null;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readPredatoryAddress(searchParams: SearchParams): PredatoryAddress {
  const field = <T>(name: string, read: (value: ReturnType<typeof predatoryListQuerySchema.parse>) => T, fallback: T): T => {
    const parsed = predatoryListQuerySchema.safeParse({ [name]: first(searchParams[name]) });
    return parsed.success ? read(parsed.data) : fallback;
  };
  return {
    q: field('q', (value) => value.q ?? '', ''),
    letter: field('letter', (value) => value.letter ?? null, null),
    page: field('page', (value) => value.paging?.page ?? 1, 1),
  };
}

/** The address's query string for a state, '' for the plain first page. */
export function predatoryQueryString({ q, letter, page }: PredatoryAddress): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (letter) params.set('letter', letter);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
