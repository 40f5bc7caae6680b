// GET /api/bealls/journals and /publishers: the merged list by name, whole without page and limit (spec §7), else 30 a
// page; q a case-insensitive name substring or an ISSN in either form (the entries the journal holding it is tied to),
// the letter filter, each entry with its list(s) and date, the A–Z jump's pages, publicly cacheable for 5 minutes;
// bad q, page, limit or letter is a 400 with its path.
import { db } from '@/lib/core/db';
import { deleteTestListEntries, insertTestListEntries } from '@/test-support/list-test-data';
import { uniqueTag } from '@/test-support/journal-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from '@/test-support/sinta-test-data';
import { GET as getJournals } from './journals/route';
import { GET as getPublishers } from './publishers/route';

const tag = uniqueTag();
// An ISSN no real journal has (the 979… range of test Sourceids' neighbours), in its stored form and as typed.
const issnDigits = `9${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}X`;
const issnTyped = `${issnDigits.slice(0, 4)}-${issnDigits.slice(4).toLowerCase()}`;
const sourceId = 979_000_000n + BigInt(Math.floor(Math.random() * 900_000));
let sintaIds: number[] = [];

beforeAll(async () => {
  // A SINTA journal with the ISSN whose website is the listed journal's, and a catalogue journal with the same ISSN.
  sintaIds = await insertTestSintaJournals([
    { title: `Jurnal ${tag}`, websiteUrl: `https://${tag}-studies.example.org/index.php/x`, issns: [issnDigits] },
    { title: `Jurnal Rumah ${tag}`, websiteUrl: `https://${tag}-house.example.org/j`, issns: [issnDigits] },
  ]);
  await db.journal.create({
    data: { sourceId, rank: 995_000, title: `Catalogue ${tag}`, type: 'journal', docsYear: 2025, dataYear: 2025, issns: [issnDigits] },
  });
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
  await deleteTestSintaJournals(sintaIds);
  await db.journal.deleteMany({ where: { sourceId } });
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
    for (const query of ['', 'limit=500', 'q=&limit=500', 'q=%20&limit=500']) {
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
    // 30 a page once a page is asked for.
    expect((await call(getJournals, 'page=1')).body.pagination).toMatchObject({ page: 1, limit: 30 });
  });

  it('answers the whole list as the data array of name and link when neither page nor limit is given (spec §7)', async () => {
    const { body } = await call(getJournals, '');
    expect(body.data.length).toBe(body.listSize);
    expect(body.pagination).toEqual({ page: 1, limit: body.listSize, total: body.listSize, pages: 1 });
    expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: `Journal of ${tag} Studies`, link: `http://www.${tag}-studies.example.org/` })]));
    const publishers = (await call(getPublishers, '')).body;
    expect(publishers.data.length).toBe(publishers.listSize);
    expect(publishers.data.length).toBeGreaterThan(0);
  });

  it('narrows to the names filed under a letter, in either case, keeping every letter of the search in initials', async () => {
    const { body } = await call(getJournals, `q=${tag}&letter=j&page=1`);
    expect(body.data.map((entry: { name: string }) => entry.name)).toEqual([`Journal of ${tag} Studies`]);
    expect(body.pagination).toEqual({ page: 1, limit: 30, total: 1, pages: 1 });
    expect(body.initials.map((initial: { letter: string }) => initial.letter)).toEqual(['#', 'J', 'Z']);
    expect((await call(getJournals, `q=${tag}&letter=%23`)).body.data.map((entry: { name: string }) => entry.name)).toEqual([`100% ${tag}_x Review`]);
    expect((await call(getJournals, 'letter=AB')).response.status).toBe(400);
  });

  it('finds the entries tied to the journal holding an ISSN, typed with or without its hyphen, and says what holds it', async () => {
    for (const q of [issnTyped, issnDigits, issnDigits.toLowerCase()]) {
      const { response, body } = await call(getJournals, `q=${encodeURIComponent(q)}&page=1`);
      expect(response.status).toBe(200);
      expect(body.data.map((entry: { name: string }) => entry.name)).toEqual([`Journal of ${tag} Studies`]);
      expect(body.issn).toEqual({
        issn: `${issnDigits.slice(0, 4)}-${issnDigits.slice(4)}`,
        journals: [
          { kind: 'scopus', id: String(sourceId), title: `Catalogue ${tag}` },
          { kind: 'sinta', id: String(sintaIds[0]), title: `Jurnal ${tag}` },
          { kind: 'sinta', id: String(sintaIds[1]), title: `Jurnal Rumah ${tag}` },
        ],
      });
    }
    // The publishers list: the publisher on whose host a SINTA journal with the ISSN lives.
    expect((await call(getPublishers, `q=${issnTyped}`)).body.data.map((entry: { name: string }) => entry.name)).toEqual([`${tag} Publishing House`]);
    // An ISSN nothing holds: no entry, and the answer says the ISSN names no journal here.
    const unknown = (await call(getJournals, 'q=0000-0019')).body;
    expect(unknown.data).toEqual([]);
    expect(unknown.issn).toEqual({ issn: '0000-0019', journals: [] });
    // A name search carries no ISSN part.
    expect((await call(getJournals, `q=${tag}`)).body.issn).toBeUndefined();
  });

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=0', 'limit'],
    ['letter=ab', 'letter'],
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
