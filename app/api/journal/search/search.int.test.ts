// GET /api/journal/search: case-insensitive title substring (wildcards in q taken literally), exact ISSN with or
// without its hyphen, exact title first, then prefixes, then the rest by SJR rank; q is required.
import { uniqueTag } from '@/test-support/journal-test-data';
import { withTestCatalogue } from '@/test-support/with-test-catalogue';
import { GET } from './route';

const tag = uniqueTag();
const marker = `Marker ${tag}`;
const journal = (id: number, rank: number, title: string, issns: string[] = []) => ({
  sourceId: BigInt(990000300 + id),
  rank,
  title,
  issns,
  issn: issns.join(', '),
  categoryList: [marker],
});
// A page of 50 is a premium page (lib/catalogue/allowed-page-size.ts).
const { viewer: { premium } } = withTestCatalogue({
  tag,
  viewers: ['premium'],
  journals: () => [
    journal(1, 900010, `Journal of ${tag} Studies`),
    journal(2, 900050, tag),
    journal(3, 900030, `${tag} Review`),
    journal(4, 900020, `Annals of ${tag.toUpperCase()}`),
    journal(5, 900060, `100% ${tag}_x`),
    journal(6, 900040, `${tag}ax Letters`),
    journal(7, 900070, 'Completely Different Title', ['9900001X', '99000028']),
  ],
});

async function titles(q: string): Promise<string[]> {
  const query = new URLSearchParams({ q, category: marker, limit: '50' });
  const response = await GET(
    new Request(`http://localhost/api/journal/search?${query}`, { headers: { 'x-auth-token': premium.token } }),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { 'Nama Jurnal': string }[] };
  return body.data.map((journal) => journal['Nama Jurnal']);
}

describe('GET /api/journal/search', () => {
  it('puts the exact title first, then prefixes, then the other matches, each by rank', async () => {
    expect(await titles(tag)).toEqual([
      tag,
      `${tag} Review`,
      `${tag}ax Letters`,
      `Journal of ${tag} Studies`,
      `Annals of ${tag.toUpperCase()}`,
      `100% ${tag}_x`,
    ]);
  });

  it('ignores case, in the match and in the exact-first order', async () => {
    const found = await titles(`  ${tag.toUpperCase()} `);
    expect(found).toHaveLength(6);
    expect(found[0]).toBe(tag);
  });

  it('finds a substring in the middle of a title', async () => {
    expect(await titles(`of ${tag} stud`)).toEqual([`Journal of ${tag} Studies`]);
  });

  it('takes % and _ in q literally', async () => {
    expect(await titles(`${tag}_x`)).toEqual([`100% ${tag}_x`]);
    expect(await titles(`${tag}%Letters`)).toEqual([]);
    expect(await titles(`100% ${tag}`)).toEqual([`100% ${tag}_x`]);
  });

  it('finds a journal by an exact ISSN, with or without its hyphen, in any case', async () => {
    for (const q of ['9900-001X', '9900001x', '9900-0028']) {
      expect(await titles(q)).toEqual(['Completely Different Title']);
    }
    expect(await titles('9900-001')).toEqual([]);
  });

  it('answers the pagination of the matches, publicly cacheable on page 1', async () => {
    const response = await GET(new Request(`http://localhost/api/journal/search?q=${tag}&category=${encodeURIComponent(marker)}&limit=2`));
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = await response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 6, pages: 3 });
    expect(body.data).toHaveLength(2);
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=nature&page=0', 'page'],
    ['q=nature&limit=-1', 'limit'],
    ['q=nature&quartile=Q5', 'quartile'],
  ])('answers "%s" with 400 and the field path', async (query, path) => {
    const response = await GET(new Request(`http://localhost/api/journal/search?${query}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_request', details: [{ path }] });
  });
});
