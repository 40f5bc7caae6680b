// The OpenAlex requests of the harvest, politely: every request (and every retry) waits for the token bucket, carries
// the contact email as `mailto=` and the API key as `api_key=` when given, asks only for the fields it reads
// (`select=`) and pages with cursors (`cursor=*`, then `meta.next_cursor`). Sources are found by ISSN in batches
// (`filter=issn:A|B|…`, at most 100 values OR-ed in one filter, OpenAlex's limit); a source's recent works come newest
// first (`filter=primary_location.source.id:S…,from_publication_date:YYYY-01-01`, `sort=publication_date:desc`).
// 429, 5xx, network errors, time-outs and pages that are not whole JSON are retried (retry.ts); 401 and 403 (a key
// refused) end the harvest; other answers are an OpenAlexError for the journals the request was about.
import {
  type HarvestedArticle,
  hyphenateIssn,
  type OpenAlexPage,
  type OpenAlexSource,
  readPage,
  sourceFields,
  toArticle,
  toSource,
  workFields,
} from './openalex-records';
import { parseRetryAfter, RetryableError, type RetryPolicy, withRetries } from './retry';
import type { TokenBucket } from './token-bucket';

/** OpenAlex's most values OR-ed in one filter, and most results on one page. */
export const maxFilterValues = 100;
export const maxPerPage = 100;

export class OpenAlexError extends Error {
  constructor(
    message: string,
    /** 'refused': the API refused us (401/403: a bad or missing key), which no other request would change. */
    readonly kind: 'refused' | 'bad-request',
  ) {
    super(message);
    this.name = 'OpenAlexError';
  }
}

export interface OpenAlexClientOptions {
  baseUrl: string;
  email?: string;
  apiKey?: string;
  bucket: TokenBucket;
  retry: RetryPolicy;
  sleep: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** Results asked per page (at most maxPerPage); smaller in tests, to page with few records. */
  pageSize?: number;
  fetch?: typeof fetch;
  /** Told of each retry, e.g. to print it. */
  onRetry?: (message: string) => void;
}

export interface OpenAlexClient {
  /** The sources holding any of these ISSNs (normalised, at most maxFilterValues). */
  findSources(issns: string[]): Promise<OpenAlexSource[]>;
  /** The source's works published from January 1st of fromYear, newest first, at most `limit`. */
  recentWorks(sourceId: string, options: { fromYear: number; limit: number }): Promise<HarvestedArticle[]>;
}

export function createOpenAlexClient(options: OpenAlexClientOptions): OpenAlexClient {
  const { bucket, retry, sleep, timeoutMs = 30_000, fetch: fetchImpl = fetch } = options;
  const pageSize = Math.min(options.pageSize ?? maxPerPage, maxPerPage);
  const base = options.baseUrl.replace(/\/+$/, '');

  async function getOnce(url: string): Promise<OpenAlexPage> {
    await bucket.take();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: controller.signal });
      const text = await response.text();
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      if (response.status === 429) throw new RetryableError('OpenAlex answered 429 (too many requests)', retryAfter, true);
      if (response.status >= 500) throw new RetryableError(`OpenAlex answered ${response.status}`, retryAfter);
      if (response.status === 401 || response.status === 403) {
        throw new OpenAlexError(`OpenAlex refused the request (${response.status}): ${text.slice(0, 200)}`, 'refused');
      }
      if (response.status !== 200) {
        throw new OpenAlexError(`OpenAlex answered ${response.status}: ${text.slice(0, 200)}`, 'bad-request');
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new RetryableError('OpenAlex sent a page that is not whole JSON');
      }
      const page = readPage(body);
      if (!page) throw new RetryableError('OpenAlex sent a page without meta.next_cursor and results');
      return page;
    } catch (error) {
      if (error instanceof RetryableError || error instanceof OpenAlexError) throw error;
      const reason = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : String((error as Error)?.message ?? error);
      throw new RetryableError(`OpenAlex could not be reached: ${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }

  const get = (url: string) =>
    withRetries(() => getOnce(url), retry, sleep, (error, wait, failures) =>
      options.onRetry?.(`${error.message}; try ${failures + 1} of ${retry.attempts} in ${Math.round(wait / 100) / 10} s`),
    );

  function listUrl(path: string, params: Record<string, string>, cursor: string): string {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('cursor', cursor);
    if (options.email) url.searchParams.set('mailto', options.email);
    if (options.apiKey) url.searchParams.set('api_key', options.apiKey);
    return url.toString();
  }

  /**
   * Every result of a cursor-paged list, or the first `limit`. A page shorter than asked is the last one (OpenAlex
   * would answer one more, empty page with a null cursor), so a journal with few works costs one request.
   */
  async function readAll(path: string, params: Record<string, string>, limit = Infinity): Promise<unknown[]> {
    const perPage = Math.min(limit, pageSize);
    const pageParams = { ...params, 'per-page': String(perPage) };
    const results: unknown[] = [];
    for (let cursor: string | null = '*'; cursor && results.length < limit; ) {
      const page: OpenAlexPage = await get(listUrl(path, pageParams, cursor));
      results.push(...page.results);
      cursor = page.results.length >= perPage ? page.nextCursor : null;
    }
    return results.slice(0, limit);
  }

  return {
    async findSources(issns) {
      if (issns.length === 0) return [];
      if (issns.length > maxFilterValues) throw new RangeError(`at most ${maxFilterValues} ISSNs in one request`);
      const results = await readAll('/sources', {
        filter: `issn:${issns.map(hyphenateIssn).join('|')}`,
        select: sourceFields.join(','),
      });
      return results.flatMap((result) => toSource(result) ?? []);
    },

    async recentWorks(sourceId, { fromYear, limit }) {
      if (limit <= 0) return [];
      const results = await readAll(
        '/works',
        {
          filter: `primary_location.source.id:${sourceId},from_publication_date:${fromYear}-01-01`,
          sort: 'publication_date:desc',
          select: workFields.join(','),
        },
        limit,
      );
      return results.flatMap((result) => toArticle(result) ?? []);
    },
  };
}
