// Browsing as Scimago lets one: every sort both ways (missing values last either way, ties by rank) on the list and
// the search, the filters country, openAccess, type, maxApc (USD, EUR ×1.2, CHF ×1.25, an unknown price failing unless
// diamond) and maxReviewDays (the card's review time), facets that follow the search and the other filters, and the
// CSV export. A small tagged catalogue of five journals keeps the answers exact.
import { db } from '@/lib/core/db';
import { type TestViewer, uniqueTag } from '@/test-support/journal-test-data';
import { withTestCatalogue } from '@/test-support/with-test-catalogue';
import type { JournalFacets } from '@/lib/catalogue/journal-types';
import { GET as list } from './route';
import { GET as search } from './search/route';
import { GET as facetsOf } from './facets/route';
import { GET as exportCsv } from './export/route';

const tag = uniqueTag();
const land = `Land${tag}`;
const as = (viewer: TestViewer | null, url: string) =>
  new Request(url, { headers: viewer ? { 'x-auth-token': viewer.token } : {} });

const base = { areaList: [tag], docsYear: 2025, dataYear: 2025 };
const { viewer: { premium, free } } = withTestCatalogue({
  tag,
  viewers: ['premium', 'free'],
  journals: () => [
    { ...base, sourceId: 990000401n, rank: 900401, title: `Alpha ${tag}`, sjr: 5, hIndex: 100, sjrBestQuartile: 'Q1', apcAmount: 1000, apcCurrency: 'USD', apcSource: 'publisher', apcYear: 2023, apcOrigin: 'APC dataverse', reviewTimeWeeks: 2, metricsSource: 'Operator', country: land, type: 'journal', isOpenAccess: true, issn: '12345678', issns: ['12345678'], publisher: '=HYPERLINK("x")' },
    { ...base, sourceId: 990000402n, rank: 900402, title: `Beta ${tag}`, sjr: 3, hIndex: 200, sjrBestQuartile: 'Q2', apcAmount: 1000, apcCurrency: 'EUR', apcSource: 'publisher', country: land, type: 'book series', publisher: 'Pub, "Quoted"' },
    { ...base, sourceId: 990000404n, rank: 900404, title: `Gamma ${tag}`, sjr: null, hIndex: null, sjrBestQuartile: null, country: land.toUpperCase(), type: 'journal', isOpenAccess: true, isOpenAccessDiamond: true },
    { ...base, sourceId: 990000403n, rank: 900403, title: `Delta ${tag}`, sjr: 1, hIndex: 50, sjrBestQuartile: 'Q4', apcAmount: 500, apcCurrency: 'CHF', apcSource: 'publisher', country: `Other${tag}`, type: 'journal' },
    { ...base, sourceId: 990000405n, rank: 900405, title: `${tag} Epsilon`, sjr: 2, hIndex: 50, sjrBestQuartile: 'Q1', apcAmount: 2000, apcCurrency: 'XYZ', apcSource: 'publisher', country: land, type: 'journal' },
  ],
  afterInsert: async () => {
    const asOf = new Date('2026-08-11');
    await db.journalMetric.createMany({
      data: [
        { sourceId: 990000402n, measure: 'first_decision', value: 30, source: 'Wiley Journal Finder', asOf },
        { sourceId: 990000404n, measure: 'submission_to_acceptance', value: 60, statistic: 'median', source: 'PLOS', asOf },
        { sourceId: 990000405n, measure: 'first_decision', value: 45, source: 'Wiley Journal Finder', asOf },
        { sourceId: 990000405n, measure: 'submission_to_acceptance', value: 5, source: 'Wiley Journal Finder', asOf },
        // An operator's weeks win over a published figure.
        { sourceId: 990000401n, measure: 'first_decision', value: 99, source: 'Wiley Journal Finder', asOf },
      ],
    });
  },
});

const short = (title: string) => title.replace(tag, '').trim();

const endpoints = [
  ['GET /api/journal', (query: string) => list(as(premium, `http://localhost/api/journal?limit=50&field=${tag}&${query}`))],
  ['GET /api/journal/search', (query: string) => search(as(premium, `http://localhost/api/journal/search?limit=50&q=${tag}&${query}`))],
] as const;

async function titles(call: (query: string) => Promise<Response>, params: Record<string, string>): Promise<string[]> {
  const response = await call(new URLSearchParams(params).toString());
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { 'Nama Jurnal': string }[]; pagination: { total: number } };
  expect(body.pagination.total).toBe(body.data.length);
  return body.data.map((journal) => short(journal['Nama Jurnal']));
}

describe.each(endpoints)('sorting %s', (_, call) => {
  it.each([
    ['sjr', 'desc', ['Alpha', 'Beta', 'Epsilon', 'Delta', 'Gamma']],
    ['sjr', 'asc', ['Delta', 'Epsilon', 'Beta', 'Alpha', 'Gamma']],
    ['hIndex', 'desc', ['Beta', 'Alpha', 'Delta', 'Epsilon', 'Gamma']],
    ['hIndex', 'asc', ['Delta', 'Epsilon', 'Alpha', 'Beta', 'Gamma']],
    ['quartile', 'asc', ['Alpha', 'Epsilon', 'Beta', 'Delta', 'Gamma']],
    ['quartile', 'desc', ['Delta', 'Beta', 'Alpha', 'Epsilon', 'Gamma']],
    // USD: Delta 500 CHF = 625, Alpha 1000, Beta 1000 EUR = 1200; Gamma has no price, Epsilon an unknown currency.
    ['apc', 'asc', ['Delta', 'Alpha', 'Beta', 'Gamma', 'Epsilon']],
    ['apc', 'desc', ['Beta', 'Alpha', 'Delta', 'Gamma', 'Epsilon']],
    // Days: Alpha 2 weeks = 14 (its published 99 loses), Beta 30, Epsilon 45 (first decision before acceptance),
    // Gamma 60 (acceptance, its only figure), Delta none.
    ['reviewTime', 'asc', ['Alpha', 'Beta', 'Epsilon', 'Gamma', 'Delta']],
    ['reviewTime', 'desc', ['Gamma', 'Epsilon', 'Beta', 'Alpha', 'Delta']],
  ])('by %s %s, missing values last', async (sort, order, expected) => {
    expect(await titles(call, { sort, order })).toEqual(expected);
  });

  it('defaults each sort to its own direction', async () => {
    expect(await titles(call, { sort: 'apc' })).toEqual(['Delta', 'Alpha', 'Beta', 'Gamma', 'Epsilon']);
    expect(await titles(call, { sort: 'hIndex' })).toEqual(['Beta', 'Alpha', 'Delta', 'Epsilon', 'Gamma']);
  });

  it('refuses a sort or order it does not know with 400', async () => {
    for (const query of ['sort=title', 'order=up', 'maxApc=-1', 'type=magazine', 'openAccess=maybe', 'maxReviewDays=x']) {
      const response = await call(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});

it('orders the list by SJR, and the search by relevance (a title starting with the query first), by default', async () => {
  expect(await titles(endpoints[0][1], {})).toEqual(['Alpha', 'Beta', 'Epsilon', 'Delta', 'Gamma']);
  expect(await titles(endpoints[0][1], { sort: 'relevance' })).toEqual(['Alpha', 'Beta', 'Epsilon', 'Delta', 'Gamma']);
  expect(await titles(endpoints[1][1], {})).toEqual(['Epsilon', 'Alpha', 'Beta', 'Delta', 'Gamma']);
  expect(await titles(endpoints[1][1], { order: 'asc' })).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma', 'Epsilon']);
});

describe.each(endpoints)('filters of %s', (_, call) => {
  const sorted = async (params: Record<string, string>) => (await titles(call, { sort: 'sjr', ...params }));

  it('country matches exactly, without regard to case', async () => {
    expect(await sorted({ country: land.toLowerCase() })).toEqual(['Alpha', 'Beta', 'Epsilon', 'Gamma']);
    expect(await sorted({ country: land.slice(0, -1) })).toEqual([]);
  });

  it('openAccess yes, no and diamond', async () => {
    expect(await sorted({ openAccess: 'yes' })).toEqual(['Alpha', 'Gamma']);
    expect(await sorted({ openAccess: 'no' })).toEqual(['Beta', 'Epsilon', 'Delta']);
    expect(await sorted({ openAccess: 'diamond' })).toEqual(['Gamma']);
  });

  it('type is the source type', async () => {
    expect(await sorted({ type: 'book series' })).toEqual(['Beta']);
    expect(await sorted({ type: 'Journal' })).toEqual(['Alpha', 'Epsilon', 'Delta', 'Gamma']);
    expect(await sorted({ type: 'trade journal' })).toEqual([]);
  });

  it('maxApc in USD: EUR and CHF converted, no price passes only when diamond, an unknown currency fails', async () => {
    expect(await sorted({ maxApc: '1000' })).toEqual(['Alpha', 'Delta', 'Gamma']);
    expect(await sorted({ maxApc: '1200' })).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    expect(await sorted({ maxApc: '624' })).toEqual(['Gamma']);
    expect(await sorted({ maxApc: '0' })).toEqual(['Gamma']);
  });

  it("maxReviewDays on the card's review time; an unknown one fails", async () => {
    expect(await sorted({ maxReviewDays: '30' })).toEqual(['Alpha', 'Beta']);
    expect(await sorted({ maxReviewDays: '14' })).toEqual(['Alpha']);
    expect(await sorted({ maxReviewDays: '13' })).toEqual([]);
    expect(await sorted({ maxReviewDays: '60', openAccess: 'yes' })).toEqual(['Alpha', 'Gamma']);
  });
});

describe('GET /api/journal/facets', () => {
  async function facets(params: Record<string, string>): Promise<JournalFacets> {
    const response = await facetsOf(new Request(`http://localhost/api/journal/facets?${new URLSearchParams(params)}`));
    expect(response.status).toBe(200);
    return (await response.json()) as JournalFacets;
  }
  const counts = (values: { value: string; count: number }[] | undefined) =>
    Object.fromEntries((values ?? []).map(({ value, count }) => [value, count]));

  it('counts over the search, each facet leaving its own filter out', async () => {
    const all = await facets({ q: tag });
    expect(counts(all.quartiles)).toEqual({ Q1: 2, Q2: 1, Q4: 1 });
    expect(counts(all.types)).toEqual({ 'book series': 1, journal: 4 });
    expect(counts(all.openAccess)).toEqual({ yes: 2, no: 3, diamond: 1 });
    expect(counts(all.countries)).toEqual({ [land]: 3, [land.toUpperCase()]: 1, [`Other${tag}`]: 1 });
    expect(counts(all.fields)).toEqual({ [tag]: 5 });

    const q1 = await facets({ q: tag, quartile: 'Q1' });
    expect(counts(q1.quartiles)).toEqual({ Q1: 2, Q2: 1, Q4: 1 });
    expect(counts(q1.types)).toEqual({ journal: 2 });
    expect(counts(q1.openAccess)).toEqual({ yes: 1, no: 1, diamond: 0 });

    const open = await facets({ q: tag, openAccess: 'yes', maxApc: '5000' });
    expect(counts(open.openAccess)).toEqual({ yes: 2, no: 2, diamond: 1 });
    expect(counts(open.quartiles)).toEqual({ Q1: 1 });
  });

  it('refuses bad filters with 400', async () => {
    const response = await facetsOf(new Request('http://localhost/api/journal/facets?openAccess=perhaps'));
    expect(response.status).toBe(400);
  });
});

describe('GET /api/journal/export', () => {
  const url = (params: Record<string, string>) =>
    `http://localhost/api/journal/export?${new URLSearchParams({ q: tag, sort: 'sjr', ...params })}`;
  const lines = async (response: Response) => (await response.text()).split('\r\n').filter((line) => line !== '');

  it('gives a premium user every matching row as CSV, with the sources line, the header and the card columns', async () => {
    const response = await exportCsv(as(premium, url({ lang: 'en' })));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="jurnal-finder-.*\.csv"$/);
    const [comment, header, ...rows] = await lines(response);
    expect(comment).toMatch(
      /^"# Sources: SCImago Journal & Country Rank \(SJR 2025.*Wiley Journal Finder.*PLOS.*DOAJ.*CC BY-SA 4\.0\. Rows: all 5 matching journals\."$/,
    );
    expect(header).toBe(
      'Title,ISSN,Publisher,Country,Quartile,SJR 2025,H index,Fields,Categories,APC,APC currency,APC kind,APC year,' +
        'APC source,Review time,Review time unit,Review time measures,Review time source,Review time date,' +
        'Acceptance rate (%),Acceptance rate source,Acceptance rate date,Open access,' +
        'In DOAJ,DOAJ Seal,Licence,Manuscript languages,APC (DOAJ),DOAJ record,DOAJ date',
    );
    expect(rows.map((row) => short(row.split(',')[0]))).toEqual(['Alpha', 'Beta', 'Epsilon', 'Delta', 'Gamma']);
    // The publisher "=HYPERLINK("x")" is quoted and prefixed so no spreadsheet runs it.
    expect(rows[0]).toBe(
      `Alpha ${tag},1234-5678,"'=HYPERLINK(""x"")",${land},Q1,5,100,${tag},Hematology; Oncology,1000,USD,publisher price,` +
        '2023,APC dataverse,2,weeks,review time,Operator,,,,,yes,no,,,,,,',
    );
    expect(rows[1]).toContain(`"Pub, ""Quoted"""`);
    expect(rows[2]).toContain(',45,days,to first decision,Wiley Journal Finder,2026-08-11,');
    expect(rows[4]).toContain(',60,days,from submission to acceptance (median),PLOS,2026-08-11,');
    expect(rows[4].endsWith(',diamond (no APC),no,,,,,,')).toBe(true);
  });

  it('gives a free or signed-out visitor the first page they can see, and says so, in Indonesian by default', async () => {
    for (const viewer of [free, null]) {
      const [comment, header, ...rows] = await lines(await exportCsv(as(viewer, url({}))));
      expect(comment).toMatch(/^"# Sumber: SCImago.*Baris: 4 pertama dari 5 jurnal yang cocok/);
      expect(header.startsWith('Judul;ISSN;Penerbit;Negara;Kuartil')).toBe(true);
      expect(rows.map((row) => short(row.split(';')[0]))).toEqual(['Alpha', 'Beta', 'Epsilon', 'Delta']);
    }
  });

  it('follows the filters and the sort', async () => {
    const [, , ...rows] = await lines(await exportCsv(as(premium, url({ sort: 'apc', openAccess: 'no' }))));
    expect(rows.map((row) => short(row.split(';')[0]))).toEqual(['Delta', 'Beta', 'Epsilon']);
  });

  it('refuses bad input with 400', async () => {
    for (const params of [{ lang: 'fr' }, { sort: 'x' }, { maxApc: 'lots' }] as Record<string, string>[]) {
      const response = await exportCsv(as(premium, url(params)));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});
