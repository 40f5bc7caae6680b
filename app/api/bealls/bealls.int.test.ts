// GET /api/bealls/journals and /publishers: the whole merged list by name, q a case-insensitive name substring,
// each entry with its list(s) and date, publicly cacheable for 5 minutes; bad q is a 400 with its path.
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
      expect.objectContaining({ name: 'beallslist.net', url: 'https://beallslist.net' }),
      expect.objectContaining({ name: 'predatoryjournals.org', date: '2025-06-20' }),
    ]);
  });

  it('takes % and _ in q literally and finds nothing for a name that is not there', async () => {
    expect((await call(getJournals, `q=${encodeURIComponent(`${tag}_x`)}`)).body.data).toHaveLength(1);
    expect((await call(getJournals, `q=${encodeURIComponent(`${tag}%Review`)}`)).body.data).toEqual([]);
    expect((await call(getJournals, 'q=no-such-journal-name-anywhere')).body.data).toEqual([]);
  });

  it('answers the whole list without q (an empty q too), journals only', async () => {
    for (const query of ['', 'q=', 'q=%20']) {
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
});

describe('GET /api/bealls/publishers', () => {
  it('answers the publishers list, not the journals', async () => {
    const { body } = await call(getPublishers, `q=${tag}`);
    expect(body.data).toEqual([
      { name: `${tag} Publishing House`, link: `http://${tag}-house.example.org/`, source: 'beallslist.net', date: null },
    ]);
  });
});
