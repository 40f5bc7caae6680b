// GET /api/journal/compare?ids=: two to four distinct journals (Scopus by Sourceid, SINTA by website) as their pages
// give them, in the order asked, with the best value per ranked row among the Scopus ones; 400 for any other list, 404
// naming the unknown ids.
import { deleteTestJournals, insertTestJournals, uniqueTag } from '@/test-support/journal-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from '@/test-support/sinta-test-data';
import { GET } from './route';

const tag = uniqueTag();
const sintaWebsite = `https://compare-${tag}.example.ac.id/index.php/jurnal`;
let ids: bigint[] = [];
let sintaIds: number[] = [];

beforeAll(async () => {
  ids = await insertTestJournals([
    {
      sourceId: 990009501n,
      title: `Compare A ${tag}`,
      sjr: 2.5,
      sjrPrevious: 2,
      sjrPreviousYear: 2024,
      hIndex: 40,
      sjrBestQuartile: 'Q2',
      apcAmount: 3000,
      apcCurrency: 'USD',
      apcSource: 'publisher',
      apcYear: 2026,
      apcOrigin: 'Wiley Journal Finder',
      website: 'https://onlinelibrary.wiley.com/journal/990009501',
      websiteSource: 'Wiley Journal Finder',
    },
    {
      sourceId: 990009502n,
      title: `Compare B ${tag}`,
      sjr: 1.1,
      hIndex: 90,
      sjrBestQuartile: 'Q1',
      apcAmount: 1200,
      apcCurrency: 'USD',
      apcSource: 'publisher',
    },
    { sourceId: 990009503n, title: `Compare C ${tag}`, sjr: null, hIndex: null, sjrBestQuartile: null },
    {
      sourceId: 990009504n,
      title: `Compare D ${tag}`,
      sjr: 0.3,
      hIndex: 5,
      sjrBestQuartile: 'Q4',
      apcAmount: 50,
      apcCurrency: 'USD',
      apcSource: 'estimate',
    },
  ]);
});

beforeAll(async () => {
  sintaIds = await insertTestSintaJournals([
    { title: `Jurnal Banding ${tag}`, accreditation: 2, subjectAreas: ['Engineering', 'Education'], websiteUrl: sintaWebsite },
  ]);
});

afterAll(async () => {
  await deleteTestJournals(ids);
  await deleteTestSintaJournals(sintaIds);
});

const get = (query: string) => GET(new Request(`http://localhost/api/journal/compare${query}`));

describe('GET /api/journal/compare', () => {
  it('answers three journals in the order asked, with their figures and the best value per row', async () => {
    const response = await get('?ids=990009503,990009501,990009502');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.journals.map((journal: { Sourceid: string }) => journal.Sourceid)).toEqual([
      '990009503',
      '990009501',
      '990009502',
    ]);
    expect(body.journals[1]).toMatchObject({
      Title: `Compare A ${tag}`,
      SJR: 2.5,
      sjrPrevious: { value: 2, year: 2024 },
      scimagoUrl: 'https://www.scimagojr.com/journalsearch.php?q=990009501&tip=sid',
      website: { url: 'https://onlinelibrary.wiley.com/journal/990009501', source: 'Wiley Journal Finder' },
      apc: { amount: 3000, currency: 'USD', kind: 'publisher', year: 2026, source: 'Wiley Journal Finder' },
      reviewTime: null,
      acceptanceRate: null,
    });
    expect(body.best).toEqual({
      quartile: ['990009502'],
      sjr: ['990009501'],
      hIndex: ['990009502'],
      apc: ['990009502'],
      reviewTime: [],
    });
  });

  it('answers two and four journals; an estimate is never the lowest APC', async () => {
    expect((await get('?ids=990009501,990009502')).status).toBe(200);
    const four = await (await get('?ids=990009501,990009502,990009503,990009504')).json();
    expect(four.journals).toHaveLength(4);
    expect(four.best).toMatchObject({ quartile: ['990009502'], sjr: ['990009501'], apc: ['990009502'] });
  });

  it.each([
    ['no ids', '', 'invalidCompareIds'],
    ['one id', '?ids=990009501', 'compareTooFew'],
    ['five ids', '?ids=990009501,990009502,990009503,990009504,990009505', 'compareTooMany'],
    ['a duplicate', '?ids=990009501,990009502,990009501', 'compareDuplicate'],
    ['a word', '?ids=990009501,abc', 'invalidSourceId'],
    ['an empty entry', '?ids=990009501,,990009502', 'invalidSourceId'],
    ['a number too large for a Sourceid', `?ids=990009501,${'9'.repeat(20)}`, 'invalidSourceId'],
    ['a NUL', '?ids=990009501,990009502%00', 'textInvalid'],
  ])('answers %s with 400', async (_, query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'bad_request', message: 'invalidInput' });
    expect(body.details.map((detail: { message: string }) => detail.message)).toContain(message);
  });

  it('takes a SINTA journal by its website beside Scopus ones, ranking only the Scopus figures', async () => {
    const response = await get(`?ids=990009501,${encodeURIComponent(sintaWebsite)},990009502`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.journals.map((journal: { kind: string; Sourceid: string }) => `${journal.kind} ${journal.Sourceid}`)).toEqual([
      'scopus 990009501',
      `sinta ${sintaWebsite}`,
      'scopus 990009502',
    ]);
    expect(body.journals[1]).toMatchObject({
      Title: `Jurnal Banding ${tag}`,
      'Current Accreditation': 'Sinta 2',
      'Subject Area': 'Engineering, Education',
      Country: 'Indonesia',
      Website: sintaWebsite,
    });
    expect(body.best).toMatchObject({ quartile: ['990009502'], sjr: ['990009501'] });
    const unknown = `https://missing-${tag}.example.ac.id`;
    const missing = await get(`?ids=990009501,${encodeURIComponent(unknown)}`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).details).toEqual({ unknownIds: [unknown] });
  });

  it('answers 404 naming each unknown journal', async () => {
    const response = await get('?ids=990009501,990009598,990009599');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'not_found',
      message: 'journalNotFound',
      details: { unknownIds: ['990009598', '990009599'] },
    });
  });
});
