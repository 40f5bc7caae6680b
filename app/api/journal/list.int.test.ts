// GET /api/journal: SJR rank order, the page envelope, the card shape, the limit cap and bad parameters.
import { uniqueTag } from '@/test-support/journal-test-data';
import { withTestCatalogue } from '@/test-support/with-test-catalogue';
import { GET } from './route';

const tag = uniqueTag();
const marker = `Marker ${tag}`;
const bulk = `Bulk ${tag}`;

const { viewer: { premium } } = withTestCatalogue({
  tag,
  viewers: ['premium'],
  journals: () => [
    ...[3, 1, 5, 2, 4].map((rank) => ({
      sourceId: BigInt(990000010 + rank),
      rank: 900000 + rank,
      title: `Rank ${rank} ${tag}`,
      categoryList: [marker],
    })),
    ...Array.from({ length: 55 }, (_, index) => ({
      sourceId: BigInt(990000100 + index),
      rank: 910000 + index,
      title: `Bulk ${index} ${tag}`,
      categoryList: [bulk],
    })),
  ],
});

const get = (query: string) => GET(new Request(`http://localhost/api/journal?${query}`));
const getAsPremium = (query: string) =>
  GET(new Request(`http://localhost/api/journal?${query}`, { headers: { 'x-auth-token': premium.token } }));
const category = (value: string) => `category=${encodeURIComponent(value)}`;

describe('GET /api/journal', () => {
  it('gives page 1 of 4 by SJR rank, the pagination, and a publicly cacheable answer', async () => {
    const response = await get(category(marker));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = await response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 4, total: 5, pages: 2 });
    expect(body.data.map((journal: { 'Nama Jurnal': string }) => journal['Nama Jurnal'])).toEqual(
      [1, 2, 3, 4].map((rank) => `Rank ${rank} ${tag}`),
    );
  });

  it('answers each journal in the card shape, a missing value as null', async () => {
    const body = await (await get(`${category(marker)}&limit=1`)).json();
    expect(body.data).toEqual([
      {
        Sourceid: '990000011',
        'Nama Jurnal': `Rank 1 ${tag}`,
        Bidang: 'Medicine',
        Quartile: 'Q1',
        'Lama Waktu': null,
        Biaya: null,
        Country: 'United States',
        Publisher: 'Fixture Press',
        Categories: marker,
        'Acceptance Rate': null,
        reviewTime: null,
        acceptanceRate: null,
        apc: null,
        doaj: null,
      },
    ]);
  });

  it('caps the limit at 50', async () => {
    const body = await (await getAsPremium(`${category(bulk)}&limit=100`)).json();
    expect(body.data).toHaveLength(50);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 55, pages: 2 });
  });

  it('takes a smaller limit as given', async () => {
    const body = await (await getAsPremium(`${category(bulk)}&limit=7`)).json();
    expect(body.data).toHaveLength(7);
    expect(body.pagination).toEqual({ page: 1, limit: 7, total: 55, pages: 8 });
  });

  it('keeps a first page without premium at the free page size, and never lets shared caches keep a larger one', async () => {
    const free = await get(`${category(bulk)}&limit=50`);
    expect((await free.json()).pagination).toEqual({ page: 1, limit: 4, total: 55, pages: 14 });
    expect(free.headers.get('cache-control')).toBe('private, no-store');
    const premiumAnswer = await getAsPremium(`${category(bulk)}&limit=50`);
    expect(premiumAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect((await get(`${category(bulk)}&limit=4`)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers an empty page for filters that match nothing', async () => {
    const body = await (await get(category(`Nothing ${tag}`))).json();
    expect(body).toEqual({ data: [], pagination: { page: 1, limit: 4, total: 0, pages: 0 } });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=10001', 'page'],
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    [`field=${'x'.repeat(201)}`, 'field'],
    ['quartile=q1', 'quartile'],
  ])('answers %s with 400 and the field path', async (query, path) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      message: 'invalidInput',
      code: 'bad_request',
      details: [{ path }],
    });
  });
});
