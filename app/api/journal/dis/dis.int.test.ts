// GET /api/journal/dis and /dis/options: the filters (reason and publisher case-insensitive substrings, year exact,
// q over name, ISSNs and publisher), `{ data, total, pagination, source }`, pages of 20, bad parameters as 400.
import { db } from '@/lib/core/db';
import { uniqueTag } from '@/test-support/journal-test-data';
import { GET as getOptions } from './options/route';
import { GET } from './route';

const tag = uniqueTag();
const digits = String(100_000 + Math.floor(Math.random() * 899_999)).slice(0, 5);

afterAll(async () => {
  await db.discontinuedJournal.deleteMany({ where: { title: { contains: tag } } });
});

async function call(query: string) {
  const response = await GET(new Request(`http://localhost/api/journal/dis?${query}`));
  return { response, body: await response.json() };
}

const names = async (query: string) =>
  (await call(query)).body.data.map((journal: { 'Nama Jurnal': string }) => journal['Nama Jurnal']);

describe('GET /api/journal/dis with the SJR stand-in', () => {
  it('answers every discontinued-journal field, Reason and Year null, and says which list it is', async () => {
    await db.discontinuedJournal.create({
      data: { title: `Marked ${tag}`, issn: `${digits}60X`, origin: 'sjr_marked', sourceId: BigInt(990000601) },
    });
    const { response, body } = await call(`q=${tag}`);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      data: [
        {
          Sourceid: '990000601',
          'Nama Jurnal': `Marked ${tag}`,
          ISSN: `${digits}60X`,
          EISSN: null,
          Publisher: null,
          Reason: null,
          Year: null,
          Volume: null,
          Issue: null,
          'Page Range': null,
          Coverage: null,
        },
      ],
      total: 1,
      pagination: { page: 1, limit: 20, total: 1, pages: 1 },
      source: expect.objectContaining({ origin: 'sjr_marked', label: expect.stringContaining('(discontinued)') }),
    });
  });
});

describe("GET /api/journal/dis with Elsevier's list", () => {
  beforeAll(async () => {
    await db.discontinuedJournal.createMany({
      data: [
        { title: `Alpha ${tag}`, issn: `${digits}611`, publisher: `North ${tag} Press`, reason: 'Publication Concerns', year: 2024, volume: '12', issue: '3', pageRange: '1-20', origin: 'elsevier' },
        { title: `Beta ${tag}`, eissn: `${digits}62X`, publisher: `South ${tag} House`, reason: 'Outlier performance', year: 2025, origin: 'elsevier' },
        { title: `Gamma ${tag}`, publisher: `North ${tag} Press`, reason: 'Publication concerns (radar)', year: 2025, origin: 'elsevier' },
      ],
    });
  });

  it('shows only the list in place, latest year first', async () => {
    const { body } = await call(`q=${tag}`);
    expect(body.source.origin).toBe('elsevier');
    expect(body.data.map((journal: { 'Nama Jurnal': string }) => journal['Nama Jurnal'])).toEqual([
      `Beta ${tag}`,
      `Gamma ${tag}`,
      `Alpha ${tag}`,
    ]);
    expect(body.data[2]).toMatchObject({ Volume: '12', Issue: '3', 'Page Range': '1-20' });
  });

  it('filters reason and publisher as case-insensitive substrings and year exactly', async () => {
    expect(await names(`q=${tag}&reason=PUBLICATION%20concerns`)).toEqual([`Gamma ${tag}`, `Alpha ${tag}`]);
    expect(await names(`q=${tag}&publisher=north%20${tag.toUpperCase()}`)).toEqual([`Gamma ${tag}`, `Alpha ${tag}`]);
    expect(await names(`q=${tag}&year=2024`)).toEqual([`Alpha ${tag}`]);
    expect(await names(`q=${tag}&year=2023`)).toEqual([]);
    expect(await names(`q=${tag}&year=2025&reason=outlier`)).toEqual([`Beta ${tag}`]);
  });

  it('searches q over name and publisher ignoring case, and part of an ISSN with case', async () => {
    expect(await names(`q=BETA%20${tag}`)).toEqual([`Beta ${tag}`]);
    expect(await names(`q=south%20${tag}`)).toEqual([`Beta ${tag}`]);
    expect(await names(`q=${digits}62X`)).toEqual([`Beta ${tag}`]);
    expect(await names(`q=${digits.slice(1)}62x`)).toEqual([]);
    expect(await names(`q=${digits}611`)).toEqual([`Alpha ${tag}`]);
  });

  it('finds a whole ISSN or E-ISSN written with its hyphen (or a lower-case x)', async () => {
    expect(await names(`q=${digits.slice(0, 4)}-${digits.slice(4)}611`)).toEqual([`Alpha ${tag}`]);
    expect(await names(`q=${digits.slice(0, 4)}-${digits.slice(4)}62x`)).toEqual([`Beta ${tag}`]);
    expect(await names(`q=${digits}62x`)).toEqual([`Beta ${tag}`]);
  });

  it('pages with total beside pagination', async () => {
    const { body } = await call(`q=${tag}&limit=2&page=2`);
    expect(body.total).toBe(3);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(body.data).toHaveLength(1);
  });

  it("offers the reasons and years of Elsevier's list as filter options", async () => {
    const response = await getOptions(new Request('http://localhost/api/journal/dis/options'));
    const options = await response.json();
    expect(options.reasons).toEqual(
      expect.arrayContaining(['Outlier performance', 'Publication Concerns', 'Publication concerns (radar)']),
    );
    expect(options.years).toEqual(expect.arrayContaining([2025, 2024]));
    expect(options.years.indexOf(2025)).toBeLessThan(options.years.indexOf(2024));
  });

  it.each([
    ['year=abc', 'year'],
    ['year=20245', 'year'],
    ['year=1899', 'year'],
    ['page=-1', 'page'],
    ['limit=x', 'limit'],
    [`reason=${'x'.repeat(201)}`, 'reason'],
  ])('answers "%s" with 400 and the field path', async (query, path) => {
    const { response, body } = await call(query);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 'bad_request', details: [{ path }] });
  });
});
