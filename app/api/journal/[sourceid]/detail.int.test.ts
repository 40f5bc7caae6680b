// GET /api/journal/{sourceid}: the detail object for a known Sourceid, the one error shape with 404 otherwise
// (including ids that cannot be a Sourceid at all).
import { db } from '@/lib/core/db';
import { sjrHistorySchema } from '@/lib/schemas/sjr-history';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '@/test-support/journal-test-data';
import { GET } from './route';

const tag = uniqueTag();
let ids: bigint[] = [];

beforeAll(async () => {
  ids = await insertTestJournals([
    {
      sourceId: 990000401n,
      title: `Detail ${tag}`,
      docsYear: 2025,
      totalDocsYear: 48,
      apcAmount: 3100,
      apcCurrency: 'USD',
      apcSource: 'estimate',
    },
    { sourceId: 990000402n, title: `Without history ${tag}` },
  ]);
  // Written out of order, with a year missing (2023) and figures missing, as the history file has them.
  await db.journalSjrYear.createMany({
    data: [
      { sourceId: 990000401n, year: 2025, sjr: 104.065, quartile: 'Q1', hIndex: 236, documents: 48 },
      { sourceId: 990000401n, year: 1999, sjr: 7.084, quartile: 'Q1', hIndex: null, documents: 32 },
      { sourceId: 990000401n, year: 2022, sjr: 86.091, quartile: 'Q2', hIndex: 198, documents: null },
      { sourceId: 990000401n, year: 2024, sjr: null, quartile: null, hIndex: null, documents: 43 },
    ],
  });
});

afterAll(async () => {
  await deleteTestJournals(ids);
});

const get = (sourceid: string) =>
  GET(new Request(`http://localhost/api/journal/${encodeURIComponent(sourceid)}`), {
    params: Promise.resolve({ sourceid }),
  });

describe('GET /api/journal/{sourceid}', () => {
  it('answers the journal with every detail field', async () => {
    const response = await get('990000401');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toMatchObject({
      Sourceid: '990000401',
      Title: `Detail ${tag}`,
      'SJR Best Quartile': 'Q1',
      Type: 'journal',
      Issn: '15424863, 00079235',
      Categories: 'Hematology (Q1); Oncology (Q1)',
      SJR: 12.5,
      'H index': 100,
      'Lama Waktu': null,
      Biaya: '≈ USD 3,100 (estimate)',
      'Total Docs. (2025)': 48,
      categoryQuartiles: [
        { name: 'Hematology', quartile: 'Q1' },
        { name: 'Oncology', quartile: 'Q1' },
      ],
      apcSource: 'estimate',
    });
  });

  it('answers the years of its SJR history in order, with nulls where a year lacks a figure and no missing year', async () => {
    const body = await (await get('990000401')).json();
    const history = sjrHistorySchema.parse(body.history);
    expect(history).toEqual([
      { year: 1999, sjr: 7.084, quartile: 'Q1', hIndex: null, documents: 32 },
      { year: 2022, sjr: 86.091, quartile: 'Q2', hIndex: 198, documents: null },
      { year: 2024, sjr: null, quartile: null, hIndex: null, documents: 43 },
      { year: 2025, sjr: 104.065, quartile: 'Q1', hIndex: 236, documents: 48 },
    ]);
  });

  it('answers an empty history for a journal the history data lacks', async () => {
    const body = await (await get('990000402')).json();
    expect(body.history).toEqual([]);
  });

  it.each(['990000499', 'abc', '1e5', '-1', '0x10', '9'.repeat(19), '1'.repeat(40), ' 990000401'])(
    'answers %p with 404 journalNotFound',
    async (sourceid) => {
      const response = await get(sourceid);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'journalNotFound', code: 'not_found' });
    },
  );
});
