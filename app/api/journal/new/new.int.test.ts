// GET /api/journal/new and /new/publishers: the search (name and publisher case-insensitive; ISSN and E-ISSN a
// plain, case-sensitive substring, or a whole ISSN with or without its hyphen), the publisher filter, pages of 20, and which list is shown (stand-in or Elsevier's).
import { db } from '@/lib/core/db';
import { uniqueTag } from '@/test-support/journal-test-data';
import { GET as getPublishers } from './publishers/route';
import { GET } from './route';

const tag = uniqueTag();
// Digits of the tag's own, so the ISSNs are this file's alone: "12345" + "60X".
const digits = String(100_000 + Math.floor(Math.random() * 899_999)).slice(0, 5);

beforeAll(async () => {
  await db.newJournal.createMany({
    data: [
      { title: `Journal of ${tag} Studies`, issn: `${digits}60X`, publisher: `North ${tag} Press`, origin: 'sjr_diff', sourceId: BigInt(990000501) },
      { title: `Annals of ${tag.toUpperCase()}`, issn: `${digits}611, ${digits}628`, publisher: `South ${tag} House`, origin: 'sjr_diff' },
      { title: `100% ${tag}_x`, eissn: `${digits}63X`, publisher: `North ${tag} Press`, origin: 'sjr_diff' },
    ],
  });
});

afterAll(async () => {
  await db.newJournal.deleteMany({ where: { title: { contains: tag } } });
});

async function call(query: string) {
  const response = await GET(new Request(`http://localhost/api/journal/new?${query}`));
  return { response, body: await response.json() };
}

const names = async (query: string) =>
  (await call(query)).body.data.map((journal: { NamaJurnal: string }) => journal.NamaJurnal);

describe('GET /api/journal/new', () => {
  it('answers every new-journal field, Date null for the stand-in, and says which list it is', async () => {
    const { response, body } = await call(`q=${tag}&limit=50`);
    expect(response.status).toBe(200);
    expect(body.data).toContainEqual({
      Sourceid: '990000501',
      NamaJurnal: `Journal of ${tag} Studies`,
      ISSN: `${digits}60X`,
      EISSN: null,
      Publisher: `North ${tag} Press`,
      Date: null,
    });
    expect(body.source).toMatchObject({ origin: 'sjr_diff', label: expect.stringContaining('SJR 2025') });
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 3, pages: 1 });
  });

  it('matches names case-insensitively', async () => {
    expect(await names(`q=${tag.toUpperCase()}`)).toHaveLength(3);
    expect(await names(`q=annals%20of%20${tag}`)).toEqual([`Annals of ${tag.toUpperCase()}`]);
  });

  it('matches part of an ISSN or E-ISSN as a plain substring, with case', async () => {
    expect(await names(`q=${digits}60X`)).toEqual([`Journal of ${tag} Studies`]);
    expect(await names(`q=${digits.slice(1)}60x`)).toEqual([]);
    expect(await names(`q=${digits}628`)).toEqual([`Annals of ${tag.toUpperCase()}`]);
    expect(await names(`q=${digits}63X`)).toEqual([`100% ${tag}_x`]);
    expect(await names(`q=${digits.slice(1)}63x`)).toEqual([]);
  });

  it('matches a whole ISSN written with its hyphen (or a lower-case x) as the list stores it', async () => {
    const hyphenated = (issn: string) => `${issn.slice(0, 4)}-${issn.slice(4)}`;
    expect(await names(`q=${hyphenated(`${digits}60X`)}`)).toEqual([`Journal of ${tag} Studies`]);
    expect(await names(`q=${hyphenated(`${digits}60x`)}`)).toEqual([`Journal of ${tag} Studies`]);
    expect(await names(`q=${digits}60x`)).toEqual([`Journal of ${tag} Studies`]);
    // One of the two ISSNs SJR writes in one column.
    expect(await names(`q=${hyphenated(`${digits}628`)}`)).toEqual([`Annals of ${tag.toUpperCase()}`]);
    expect(await names(`q=${hyphenated(`${digits}63X`)}`)).toEqual([`100% ${tag}_x`]);
    expect(await names(`q=${hyphenated(`${digits}999`)}`)).toEqual([]);
  });

  it('searches the publisher case-insensitively and filters by it', async () => {
    expect(await names(`q=SOUTH%20${tag}`)).toEqual([`Annals of ${tag.toUpperCase()}`]);
    expect((await names(`publisher=north%20${tag.toUpperCase()}`)).sort()).toEqual(
      [`100% ${tag}_x`, `Journal of ${tag} Studies`].sort(),
    );
    expect(await names(`q=${tag}_x&publisher=north%20${tag}`)).toEqual([`100% ${tag}_x`]);
    expect(await names(`q=${tag}%25x`)).toEqual([]);
  });

  it('pages by 20 by default, and by the limit asked', async () => {
    expect((await call('')).body.pagination).toMatchObject({ page: 1, limit: 20 });
    const first = await call(`q=${tag}&limit=2`);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const second = await call(`q=${tag}&limit=2&page=2`);
    expect(second.body.data).toHaveLength(1);
    expect(await call(`q=${tag}&limit=2&page=3`)).toMatchObject({ body: { data: [], pagination: { total: 3 } } });
  });

  it("shows Elsevier's list, with its dates, once an operator imported one", async () => {
    await db.newJournal.createMany({
      data: [
        { title: `Elsevier ${tag} One`, origin: 'elsevier', acceptedOn: new Date('2025-04-17T00:00:00Z') },
        { title: `Elsevier ${tag} Two`, origin: 'elsevier', acceptedMonth: '2025-03' },
      ],
    });
    try {
      const { body } = await call(`q=${tag}`);
      expect(body.source.origin).toBe('elsevier');
      expect(body.data.map((journal: { NamaJurnal: string; Date: string }) => [journal.NamaJurnal, journal.Date])).toEqual([
        [`Elsevier ${tag} One`, '2025-04-17'],
        [`Elsevier ${tag} Two`, '2025-03'],
      ]);
    } finally {
      await db.newJournal.deleteMany({ where: { origin: 'elsevier', title: { contains: tag } } });
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=2.5', 'limit'],
    [`q=${'x'.repeat(201)}`, 'q'],
    [`publisher=${'x'.repeat(201)}`, 'publisher'],
  ])('answers "%s" with 400 and the field path', async (query, path) => {
    const { response, body } = await call(query);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 'bad_request', details: [{ path }] });
  });
});

describe('GET /api/journal/new/publishers', () => {
  it('lists the publishers of the list in place with their counts', async () => {
    const response = await getPublishers(new Request('http://localhost/api/journal/new/publishers'));
    const { data } = await response.json();
    expect(data).toEqual(
      expect.arrayContaining([
        { name: `North ${tag} Press`, count: 2 },
        { name: `South ${tag} House`, count: 1 },
      ]),
    );
  });
});
