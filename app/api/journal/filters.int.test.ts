// The filters through both catalogue calls: a field or category matches one whole semicolon-split entry, the
// quartile matches exactly, minQuartile takes it or better. The list and the search must agree (they are written once in Prisma, once in SQL).
import { uniqueTag } from '@/test-support/journal-test-data';
import { withTestCatalogue } from '@/test-support/with-test-catalogue';
import { GET as list } from './route';
import { GET as search } from './search/route';

const tag = uniqueTag();
const name = (text: string) => `${text} ${tag}`;
// A page of 50 is a premium page (lib/catalogue/allowed-page-size.ts).
const { viewer: { premium } } = withTestCatalogue({
  tag,
  viewers: ['premium'],
  journals: () => [
    { sourceId: 990000001n, rank: 900003, title: name('Alpha'), areaList: [name('Medicine'), name('Nursing')], categoryList: [name('Oncology'), name('Marker')], sjrBestQuartile: 'Q1' },
    { sourceId: 990000002n, rank: 900001, title: name('Beta'), areaList: [name('Veterinary Medicine')], categoryList: [name('Surgical Oncology'), name('Marker')], sjrBestQuartile: 'Q2' },
    { sourceId: 990000003n, rank: 900002, title: name('Gamma'), areaList: [name('Nursing')], categoryList: [name('Hematology'), name('Marker')], sjrBestQuartile: 'Q1' },
    { sourceId: 990000004n, rank: 900004, title: name('Delta'), areaList: [name('Medicine')], categoryList: [name('Oncology'), name('Marker')], sjrBestQuartile: null },
    { sourceId: 990000005n, rank: 900005, title: name('Epsilon'), areaList: [name('Medicine')], categoryList: [name('Marker')], sjrBestQuartile: 'Q4' },
  ],
});
const asPremium = (url: string) => new Request(url, { headers: { 'x-auth-token': premium.token } });

const endpoints = [
  ['GET /api/journal', (query: string) => list(asPremium(`http://localhost/api/journal?limit=50&${query}`))],
  [
    'GET /api/journal/search',
    (query: string) => search(asPremium(`http://localhost/api/journal/search?limit=50&q=${tag}&${query}`)),
  ],
] as const;

async function titles(call: (query: string) => Promise<Response>, filters: Record<string, string>): Promise<string[]> {
  const response = await call(new URLSearchParams(filters).toString());
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { 'Nama Jurnal': string }[]; pagination: { total: number } };
  expect(body.pagination.total).toBe(body.data.length);
  return body.data.map((journal) => journal['Nama Jurnal'].replace(` ${tag}`, ''));
}

describe.each(endpoints)('filters of %s', (_, call) => {
  it('category matches a whole entry: "Oncology" is not "Surgical Oncology"', async () => {
    expect(await titles(call, { category: name('Oncology') })).toEqual(['Alpha', 'Delta']);
    expect(await titles(call, { category: name('Surgical Oncology') })).toEqual(['Beta']);
    expect(await titles(call, { category: name('Oncolog') })).toEqual([]);
  });

  it('field matches any one of the entries, whole: "Medicine" is not "Veterinary Medicine"', async () => {
    expect(await titles(call, { field: name('Medicine') })).toEqual(['Alpha', 'Delta', 'Epsilon']);
    expect(await titles(call, { field: name('Nursing') })).toEqual(['Gamma', 'Alpha']);
  });

  it('field and category are exact, case included, and trimmed', async () => {
    expect(await titles(call, { field: name('medicine') })).toEqual([]);
    expect(await titles(call, { field: `  ${name('Nursing')} ` })).toEqual(['Gamma', 'Alpha']);
  });

  it('quartile matches exactly, and an empty quartile means no filter', async () => {
    expect(await titles(call, { category: name('Marker'), quartile: 'Q1' })).toEqual(['Gamma', 'Alpha']);
    expect(await titles(call, { category: name('Marker'), quartile: 'Q4' })).toEqual(['Epsilon']);
    expect(await titles(call, { category: name('Marker'), quartile: '' })).toHaveLength(5);
  });

  it('minQuartile takes that quartile or better; a journal without a quartile fails it', async () => {
    expect((await titles(call, { category: name('Marker'), minQuartile: 'Q2' })).sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect((await titles(call, { category: name('Marker'), minQuartile: 'Q4' })).sort()).toEqual(['Alpha', 'Beta', 'Epsilon', 'Gamma']);
    expect(await titles(call, { category: name('Marker'), minQuartile: 'Q1', quartile: 'Q2' })).toEqual([]);
  });

  it('combines the filters', async () => {
    expect(await titles(call, { field: name('Medicine'), category: name('Oncology'), quartile: 'Q1' })).toEqual([
      'Alpha',
    ]);
  });

  it('answers 400 with the path for a quartile outside Q1..Q4', async () => {
    const response = await call('quartile=Q5');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_request', details: [{ path: 'quartile' }] });
  });
});
