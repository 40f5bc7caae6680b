// Tests only: a local HTTP server that speaks OpenAlex's list protocol for /sources and /works, strictly enough to
// catch a client that asks wrongly: `filter` (sources: issn:A|B|…; works: primary_location.source.id:S…,
// from_publication_date:YYYY-MM-DD; at most 100 values OR-ed), `select` (only fields the entity has), `per-page`
// (1–100), `sort` (works: publication_date:desc), cursor paging (`cursor=*`, then meta.next_cursor; like OpenAlex, the
// cursor is null only on the empty page after the last). Each test states its records and its faults: the next
// requests to an endpoint (optionally of one source) answer 429 or a 5xx (with Retry-After when given), a page cut
// off in the middle of its JSON, or a connection dropped without an answer. Every request is recorded.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTopic {
  id: string;
  display_name: string;
  count: number;
}

export interface FakeSource {
  id: string;
  issn: string[];
  display_name?: string;
  works_count?: number;
  topics?: FakeTopic[];
}

export interface FakeWork {
  id: string;
  /** The source of its primary location, "https://openalex.org/S…". */
  sourceId: string;
  title: string | null;
  publication_date: string;
  publication_year?: number;
  abstract_inverted_index?: Record<string, number[]> | null;
  keywords?: { id: string; display_name: string; score: number }[];
  language?: string | null;
}

export type FakeFault =
  | { status: number; retryAfter?: string; body?: string }
  | { truncate: true }
  | { drop: true };

export interface FakeFaultRule {
  endpoint: 'sources' | 'works';
  /** Works only: the fault hits only requests for this source ("S…"). */
  sourceId?: string;
  fault: FakeFault;
}

export interface FakeRequest {
  endpoint: string;
  params: URLSearchParams;
}

export interface FakeOpenAlex {
  baseUrl: string;
  sources: FakeSource[];
  works: FakeWork[];
  /** Served in order, each once, to the first request it matches. */
  faults: FakeFaultRule[];
  requests: FakeRequest[];
  requestsTo(endpoint: 'sources' | 'works'): FakeRequest[];
  close(): Promise<void>;
}

const sourceFields = ['id', 'issn', 'issn_l', 'display_name', 'works_count', 'topics', 'type', 'host_organization'];
const workFields = [
  'id',
  'doi',
  'title',
  'display_name',
  'publication_year',
  'publication_date',
  'language',
  'type',
  'abstract_inverted_index',
  'keywords',
  'topics',
  'primary_location',
];
const maxOrValues = 100;

class BadRequest extends Error {}

const shortId = (id: string) => id.split('/').pop() ?? id;
const compactIssn = (issn: string) => issn.replace(/-/g, '').toUpperCase();
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function decodeCursor(cursor: string | null): number {
  if (cursor === null) return -1;
  if (cursor === '*') return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new BadRequest(`invalid cursor: ${cursor}`);
  return Number(match[1]);
}

function parseFilter(text: string | null, allowed: string[]): Map<string, string[]> {
  const filters = new Map<string, string[]>();
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const colon = part.indexOf(':');
    const key = part.slice(0, colon);
    if (colon < 0 || !allowed.includes(key)) throw new BadRequest(`${key} is not a valid filter`);
    const values = part.slice(colon + 1).split('|');
    if (values.length > maxOrValues) throw new BadRequest(`at most ${maxOrValues} values in an OR filter`);
    filters.set(key, values);
  }
  return filters;
}

function project(record: Record<string, unknown>, select: string | null, fields: string[]): Record<string, unknown> {
  if (select === null) return record;
  const names = select.split(',');
  const unknown = names.filter((name) => !fields.includes(name));
  if (unknown.length > 0) throw new BadRequest(`${unknown.join(', ')} is not a valid select field`);
  return Object.fromEntries(names.map((name) => [name, record[name] ?? null]));
}

function perPageOf(params: URLSearchParams): number {
  const text = params.get('per-page') ?? params.get('per_page') ?? '25';
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 100) throw new BadRequest('per-page must be between 1 and 100');
  return value;
}

function selectSources(fake: FakeOpenAlex, params: URLSearchParams): Record<string, unknown>[] {
  const filters = parseFilter(params.get('filter'), ['issn']);
  const wanted = filters.get('issn')?.map(compactIssn);
  return fake.sources
    .filter((source) => !wanted || source.issn.some((issn) => wanted.includes(compactIssn(issn))))
    .map((source) => ({ works_count: 0, topics: [], type: 'journal', ...source }));
}

function selectWorks(fake: FakeOpenAlex, params: URLSearchParams): Record<string, unknown>[] {
  const filters = parseFilter(params.get('filter'), ['primary_location.source.id', 'from_publication_date']);
  const sourceIds = filters.get('primary_location.source.id')?.map(shortId);
  const from = filters.get('from_publication_date')?.[0];
  if (from !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(from)) throw new BadRequest('from_publication_date is a date');
  const sort = params.get('sort');
  if (sort !== null && sort !== 'publication_date:desc') throw new BadRequest(`${sort} is not a supported sort`);
  const works = fake.works
    .filter((work) => !sourceIds || sourceIds.includes(shortId(work.sourceId)))
    .filter((work) => from === undefined || work.publication_date >= from);
  if (sort) works.sort((a, b) => b.publication_date.localeCompare(a.publication_date) || a.id.localeCompare(b.id));
  return works.map(({ sourceId, ...work }) => ({
    publication_year: Number(work.publication_date.slice(0, 4)),
    display_name: work.title,
    ...work,
    primary_location: { source: { id: sourceId } },
  }));
}

function takeFault(fake: FakeOpenAlex, endpoint: string, params: URLSearchParams): FakeFault | undefined {
  const filter = params.get('filter') ?? '';
  const index = fake.faults.findIndex(
    (rule) => rule.endpoint === endpoint && (!rule.sourceId || filter.includes(`primary_location.source.id:${rule.sourceId}`)),
  );
  return index < 0 ? undefined : fake.faults.splice(index, 1)[0].fault;
}

function sendJson(response: ServerResponse, status: number, body: unknown, truncate = false) {
  const text = JSON.stringify(body);
  const sent = truncate ? text.slice(0, Math.floor(text.length / 2)) : text;
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(sent) });
  response.end(sent);
}

export async function startFakeOpenAlex(records: { sources?: FakeSource[]; works?: FakeWork[] } = {}): Promise<FakeOpenAlex> {
  const fake = {
    sources: records.sources ?? [],
    works: records.works ?? [],
    faults: [],
    requests: [],
    requestsTo(endpoint: string) {
      return fake.requests.filter((request) => request.endpoint === endpoint);
    },
  } as unknown as FakeOpenAlex;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const endpoint = url.pathname.replace(/^\/+|\/+$/g, '');
    fake.requests.push({ endpoint, params: url.searchParams });
    if (request.method !== 'GET' || (endpoint !== 'sources' && endpoint !== 'works')) {
      sendJson(response, 404, { error: 'Not found' });
      return;
    }
    const fault = takeFault(fake, endpoint, url.searchParams);
    if (fault && 'drop' in fault) {
      request.socket.destroy();
      return;
    }
    if (fault && 'status' in fault) {
      if (fault.retryAfter !== undefined) response.setHeader('retry-after', fault.retryAfter);
      sendJson(response, fault.status, { error: fault.body ?? 'fault', message: fault.body ?? 'injected by the test' });
      return;
    }
    try {
      const params = url.searchParams;
      const all = endpoint === 'sources' ? selectSources(fake, params) : selectWorks(fake, params);
      const perPage = perPageOf(params);
      const offset = decodeCursor(params.get('cursor'));
      const page = Math.max(1, Number(params.get('page') ?? '1'));
      const start = offset >= 0 ? offset : (page - 1) * perPage;
      const results = all
        .slice(start, start + perPage)
        .map((record) => project(record, params.get('select'), endpoint === 'sources' ? sourceFields : workFields));
      const nextCursor = offset >= 0 && results.length > 0 ? encodeCursor(start + results.length) : null;
      sendJson(
        response,
        200,
        {
          meta: { count: all.length, db_response_time_ms: 1, page: offset >= 0 ? null : page, per_page: perPage, next_cursor: nextCursor },
          results,
          group_by: [],
        },
        Boolean(fault && 'truncate' in fault),
      );
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      sendJson(response, 400, { error: 'Invalid query parameters error.', message: error.message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * Works of one source ("S100"), one per publication date: ids W<source digits><n> (W1001, W1002, …), title "Work n of
 * S100", the abstract "Rice yields of S100 rose in <year> and yields of maize fell." as an inverted index (two words
 * repeated), keywords Rice and Yield, language en.
 */
export function createFakeWorks(source: string, dates: string[]): FakeWork[] {
  return dates.map((date, index) => {
    const words = `Rice yields of ${source} rose in ${date.slice(0, 4)} and yields of maize fell.`.split(' ');
    const inverted: Record<string, number[]> = {};
    words.forEach((word, position) => (inverted[word] ??= []).push(position));
    return {
      id: `https://openalex.org/W${source.slice(1)}${index + 1}`,
      sourceId: `https://openalex.org/${source}`,
      title: `Work ${index + 1} of ${source}`,
      publication_date: date,
      abstract_inverted_index: inverted,
      keywords: [
        { id: 'https://openalex.org/keywords/rice', display_name: 'Rice', score: 0.9 },
        { id: 'https://openalex.org/keywords/yield', display_name: 'Yield', score: 0.5 },
      ],
      language: 'en',
    };
  });
}
