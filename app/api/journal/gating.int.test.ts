// Page 2 and later of the list and of the search need a premium user, enforced by the server: 401 signed
// out, 403 premium_required for a free user, the page for a premium user (never cached by shared caches).
import { uniqueTag } from '@/test-support/journal-test-data';
import { withTestCatalogue } from '@/test-support/with-test-catalogue';
import { GET as list } from './route';
import { GET as search } from './search/route';

const tag = uniqueTag();
const marker = encodeURIComponent(`Marker ${tag}`);
const { viewer: { free, premium } } = withTestCatalogue({
  tag,
  viewers: ['free', 'premium'],
  journals: () =>
    [1, 2, 3, 4, 5, 6].map((rank) => ({
      sourceId: BigInt(990000200 + rank),
      rank: 900000 + rank,
      title: `Gated ${rank} ${tag}`,
      categoryList: [`Marker ${tag}`],
    })),
});

const endpoints = [
  ['GET /api/journal', list, `/api/journal?category=${marker}`],
  ['GET /api/journal/search', search, `/api/journal/search?q=${tag}&category=${marker}`],
] as const;

describe.each(endpoints)('premium gating of %s', (_, GET, path) => {
  const get = (page: number, headers: Record<string, string> = {}) =>
    GET(new Request(`http://localhost${path}&page=${page}`, { headers }));

  it('shows page 1 to a visitor', async () => {
    const response = await get(1);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toHaveLength(4);
  });

  it('answers 401 loginRequired to a visitor asking for page 2', async () => {
    const response = await get(2);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'loginRequired', code: 'unauthorized' });
  });

  it('answers 401 to a forged token', async () => {
    expect((await get(2, { 'x-auth-token': `${premium.token}x` })).status).toBe(401);
  });

  it('answers 403 premium_required to a free user asking for page 2', async () => {
    const response = await get(2, { 'x-auth-token': free.token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'premiumFeature', code: 'premium_required' });
  });

  it('gives page 2 to a premium user (x-auth-token or Bearer), privately', async () => {
    const headerSets: Record<string, string>[] = [
      { 'x-auth-token': premium.token },
      { authorization: `Bearer ${premium.token}` },
    ];
    for (const headers of headerSets) {
      const response = await get(2, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const body = await response.json();
      expect(body.data.map((journal: { 'Nama Jurnal': string }) => journal['Nama Jurnal'])).toEqual([
        `Gated 5 ${tag}`,
        `Gated 6 ${tag}`,
      ]);
      expect(body.pagination).toEqual({ page: 2, limit: 4, total: 6, pages: 2 });
    }
  });

  it('gives a premium user an empty page past the end, with the true total', async () => {
    const body = await (await get(9, { 'x-auth-token': premium.token })).json();
    expect(body).toEqual({ data: [], pagination: { page: 9, limit: 4, total: 6, pages: 2 } });
  });
});
