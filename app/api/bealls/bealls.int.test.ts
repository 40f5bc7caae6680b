// GET /api/bealls/journals and /publishers: the merged list by name, 30 a page, q a case-insensitive name substring,
// each entry with its list(s) and date, the A–Z jump's pages, publicly cacheable for 5 minutes; bad q, page or limit
// is a 400 with its path.
import { deleteTestListEntries, insertTestListEntries } from '@/test-support/list-test-data';
import { uniqueTag } from '@/test-support/journal-test-data';
import { GET as getJournals } from './journals/route';
import { GET as getPublishers } from './publishers/route';

const tag = uniqueTag();

beforeAll(async () => {
  await insertTestListEntries({
    journals: [
      { name: `Journal of ${tag} Studies`, link: `http://www.${tag}-studies.example.org/` },
      {
        name: `${tag.toUpperCase()} Letters`,
        link: `https://${tag}-letters.example.org/index.php/l`,
        source: 'beallslist.net, predatoryjournals.org',
        sourceListDate: new Date('2025-06-20T17:37:18Z'),
      },
      { name: `100% ${tag}_x Review`, link: null, source: 'predatoryjournals.org' },
    ],
    publishers: [{ name: `${tag} Publishing House`, link: `http://${tag}-house.example.org/` }],
  });
});

afterAll(async () => {
  await deleteTestListEntries(tag);
});

async function call(handler: typeof getJournals, query: string) {
  const response = await handler(new Request(`http://localhost/api/bealls/x?${query}`));
  return { response, body: await response.json() };
}

describe('GET /api/bealls/journals', () => {
  it('narrows by a case-insensitive name substring, sorted by name, with source and date', async () => {
    const { response, body } = await call(getJournals, `q=${tag.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.data).toEqual([
      { name: `100% ${tag}_x Review`, link: null, source: 'predatoryjournals.org', date: null },
      { name: `Journal of ${tag} Studies`, link: `http://www.${tag}-studies.example.org/`, source: 'beallslist.net', date: null },
      {
        name: `${tag.toUpperCase()} Letters`,
        link: `https://${tag}-letters.example.org/index.php/l`,
        source: 'beallslist.net, predatoryjournals.org',
        date: '2025-06-20',
      },
    ]);
    expect(body.sources).toEqual([
      // Its entry shared with predatoryjournals.org carries that list's date: beallslist.net itself gives none.
      expect.objectContaining({ name: 'beallslist.net', url: 'https://beallslist.net', date: null }),
      expect.objectContaining({ name: 'predatoryjournals.org', date: '2025-06-20' }),
    ]);
  });

  it('takes % and _ in q literally and finds nothing for a name that is not there', async () => {
    expect((await call(getJournals, `q=${encodeURIComponent(`${tag}_x`)}`)).body.data).toHaveLength(1);
    expect((await call(getJournals, `q=${encodeURIComponent(`${tag}%Review`)}`)).body.data).toEqual([]);
    expect((await call(getJournals, 'q=no-such-journal-name-anywhere')).body.data).toEqual([]);
  });

  it('answers the list without q (an empty q too), journals only', async () => {
    for (const query of ['limit=500', 'q=&limit=500', 'q=%20&limit=500']) {
      const names = (await call(getJournals, query)).body.data.map((entry: { name: string }) => entry.name);
      expect(names).toEqual(expect.arrayContaining([`Journal of ${tag} Studies`]));
      expect(names).not.toContain(`${tag} Publishing House`);
    }
  });

  it('answers a q over 200 characters with 400 and its path', async () => {
    const { response, body } = await call(getJournals, `q=${'x'.repeat(201)}`);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 'bad_request', details: [{ path: 'q' }] });
  });

  it('pages the matches, with the page each letter starts on and the whole list size', async () => {
    const first = (await call(getJournals, `q=${tag}&limit=2`)).body;
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(first.data.map((entry: { name: string }) => entry.name)).toEqual([`100% ${tag}_x Review`, `Journal of ${tag} Studies`]);
    expect(first.initials).toEqual([
      { letter: '#', page: 1 },
      { letter: 'J', page: 1 },
      { letter: 'Z', page: 2 },
    ]);
    expect(first.listSize).toBeGreaterThanOrEqual(3);
    const second = (await call(getJournals, `q=${tag}&limit=2&page=2`)).body;
    expect(second.data.map((entry: { name: string }) => entry.name)).toEqual([`${tag.toUpperCase()} Letters`]);
    expect((await call(getJournals, `q=${tag}&limit=2&page=3`)).body).toMatchObject({ data: [], pagination: { total: 3 } });
    // 30 a page unless asked otherwise.
    expect((await call(getJournals, '')).body.pagination).toMatchObject({ page: 1, limit: 30 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=0', 'limit'],
  ])('answers %s with 400 and its path', async (query, path) => {
    const { response, body } = await call(getJournals, query);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 'bad_request', details: [{ path }] });
  });
});

describe('GET /api/bealls/publishers', () => {
  it('answers the publishers list, not the journals', async () => {
    const { body } = await call(getPublishers, `q=${tag}`);
    expect(body.data).toEqual([
      { name: `${tag} Publishing House`, link: `http://${tag}-house.example.org/`, source: 'beallslist.net', date: null },
    ]);
  });
});
