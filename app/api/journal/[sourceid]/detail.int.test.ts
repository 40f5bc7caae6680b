// GET /api/journal/{sourceid}: the detail object for a known Sourceid, the one error shape with 404 otherwise
// (including ids that cannot be a Sourceid at all).
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
  ]);
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

  it.each(['990000499', 'abc', '1e5', '-1', '0x10', '9'.repeat(19), '1'.repeat(40), ' 990000401'])(
    'answers %p with 404 journalNotFound',
    async (sourceid) => {
      const response = await get(sourceid);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'journalNotFound', code: 'not_found' });
    },
  );
});
