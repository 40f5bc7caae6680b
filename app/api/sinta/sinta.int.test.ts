// The SINTA calls: signed-in users only (401 otherwise); list and search with the subject and accreditation filters,
// pages of 12 (list) and 6 (search), the journals holding q in title, affiliation or subject (ignoring case) first
// (the ranking itself: sinta-search-ranking.int.test.ts); each item's fields (Title, Current Accreditation, …) with the
// catalogue journal matched by ISSN; the website lookup (higher accreditation first); bad parameters as 400.
import { uniqueTag } from '@/test-support/journal-test-data';
import { deleteTestListEntries, insertTestListEntries } from '@/test-support/list-test-data';
import { withTestCatalogue } from '@/test-support/with-test-catalogue';
import { GET as getDetail } from './detail/route';
import { GET as getOptions } from './filter-options/route';
import { GET as getList } from './list/route';
import { GET as getSearch } from './search/route';

const tag = uniqueTag();
const subject = `Subjek ${tag}`;
const sharedSite = `https://${tag}.example.ac.id/index.php/shared`;
// The search ranks with the recommendation index, built from the database.
const { viewer: { free: viewer } } = withTestCatalogue({
  tag,
  viewers: ['free'],
  indexed: true,
  journals: () => [{ sourceId: BigInt(990000801), title: `Scopus ${tag}`, issns: ['99008011'] }],
  sintaJournals: () => [
    { title: `Jurnal Alpha ${tag}`, accreditation: 2, subjectAreas: [subject, 'Education'], impact: 9, issns: ['99008011'], pIssn: '9900-8011' },
    { title: `Jurnal Beta ${tag}`, accreditation: 2, subjectAreas: [subject], impact: 3, affiliation: `Universitas ${tag}` },
    { title: `Jurnal Gamma ${tag}`, accreditation: 4, subjectAreas: [], websiteUrl: sharedSite },
    { title: `Jurnal Gamma Lama ${tag}`, accreditation: 3, subjectAreas: [subject], websiteUrl: sharedSite },
    ...Array.from({ length: 13 }, (_, index) => ({ title: `Jurnal Seri ${index} ${tag}`, accreditation: 5, subjectAreas: [subject] })),
  ],
  afterInsert: () => insertTestListEntries({ journals: [{ name: `Predatory ${tag}`, link: `http://${tag}.example.ac.id/index.php/shared` }] }),
  beforeDelete: () => deleteTestListEntries(tag),
});

type Handler = (request: Request) => Promise<Response>;

async function call(handler: Handler, query: string, token: string | null = viewer.token) {
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  const response = await handler(new Request(`http://localhost/api/sinta/x?${query}`, { headers }));
  return { response, body: await response.json() };
}

const titles = (body: { data: { Title: string }[] }) => body.data.map((journal) => journal.Title);

describe('the SINTA calls', () => {
  it.each([
    ['filter-options', getOptions, ''],
    ['list', getList, ''],
    ['search', getSearch, 'q=jurnal'],
    ['detail', getDetail, `website=${encodeURIComponent(sharedSite)}`],
  ])('refuse %s to a signed-out visitor with 401', async (_, handler, query) => {
    const { response, body } = await call(handler, query, null);
    expect(response.status).toBe(401);
    expect(body).toMatchObject({ code: 'unauthorized' });
  });

  it('offer the subjects and accreditation levels present', async () => {
    const { body } = await call(getOptions, '');
    expect(body.subjects).toEqual(expect.arrayContaining([subject, 'Education']));
    expect(body.accreditations).toEqual(expect.arrayContaining(['Sinta 2', 'Sinta 3', 'Sinta 4', 'Sinta 5']));
  });
});

describe('GET /api/sinta/list', () => {
  it('filters by subject and accreditation, best accredited and highest impact first, 12 per page', async () => {
    const { body } = await call(getList, `subject=${encodeURIComponent(subject)}`);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 16, pages: 2 });
    expect(titles(body).slice(0, 3)).toEqual([`Jurnal Alpha ${tag}`, `Jurnal Beta ${tag}`, `Jurnal Gamma Lama ${tag}`]);
    const level = await call(getList, `subject=${encodeURIComponent(subject.toUpperCase())}&accreditation=Sinta%202`);
    expect(titles(level.body)).toEqual([`Jurnal Alpha ${tag}`, `Jurnal Beta ${tag}`]);
    expect(titles((await call(getList, `subject=${encodeURIComponent(subject)}&accreditation=S3`)).body)).toEqual([
      `Jurnal Gamma Lama ${tag}`,
    ]);
  });

  it('takes a level floor: S3 or better is Sinta 1 to 3, in the list and the search', async () => {
    const floor = await call(getList, `subject=${encodeURIComponent(subject)}&minSintaLevel=S3`);
    expect(titles(floor.body)).toEqual([`Jurnal Alpha ${tag}`, `Jurnal Beta ${tag}`, `Jurnal Gamma Lama ${tag}`]);
    const searched = await call(getSearch, `q=${tag}&minSintaLevel=3`);
    expect(titles(searched.body).sort()).toEqual([`Jurnal Alpha ${tag}`, `Jurnal Beta ${tag}`, `Jurnal Gamma Lama ${tag}`].sort());
    const bad = await call(getList, 'minSintaLevel=7');
    expect(bad.response.status).toBe(400);
    expect(bad.body).toMatchObject({ details: [{ path: 'minSintaLevel' }] });
  });

  it('answers the card fields, the catalogue journal sharing an ISSN, and the default subject', async () => {
    const { body } = await call(getList, `subject=${encodeURIComponent(subject)}&accreditation=2`);
    expect(body.data[0]).toMatchObject({
      Title: `Jurnal Alpha ${tag}`,
      'Current Accreditation': 'Sinta 2',
      'Subject Area': `${subject}, Education`,
      Publisher: 'Universitas Fixture',
      Country: 'Indonesia',
      pIssn: '9900-8011',
      isScopusIndexed: true,
      scopusSourceId: '990000801',
      warnings: [],
    });
    expect(body.data[1]).toMatchObject({ isScopusIndexed: false, scopusSourceId: null });
  });
});

describe('GET /api/sinta/search', () => {
  it('matches title, affiliation and subject ignoring case, 6 per page, those holding q first', async () => {
    const byTitle = await call(getSearch, `q=JURNAL%20SERI&subject=${encodeURIComponent(subject)}`);
    expect(byTitle.body.pagination).toEqual({ page: 1, limit: 6, total: 13, pages: 3 });
    // Every journal here has the tag in its title: the search ranks them all, the one holding q first.
    expect(titles((await call(getSearch, `q=universitas%20${tag.toUpperCase()}`)).body)[0]).toBe(`Jurnal Beta ${tag}`);
    expect((await call(getSearch, `q=${encodeURIComponent(subject.toLowerCase())}`)).body.pagination.total).toBe(16);
    expect((await call(getSearch, `q=${tag}&accreditation=4`)).body.data).toEqual([
      expect.objectContaining({ Title: `Jurnal Gamma ${tag}`, 'Subject Area': 'Tidak ada subjek' }),
    ]);
  });

  it.each([
    ['', 'q'],
    ['q=%20', 'q'],
    ['q=x&accreditation=S9', 'accreditation'],
    ['q=x&accreditation=gold', 'accreditation'],
    ['q=x&limit=0', 'limit'],
    ['q=x&page=abc', 'page'],
  ])('answers "%s" with 400 and the field path', async (query, path) => {
    const { response, body } = await call(getSearch, query);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 'bad_request', details: [{ path }] });
  });
});

describe('GET /api/sinta/detail', () => {
  it('finds the journal by its exact website; of two profiles, the higher accreditation, with its warnings', async () => {
    const { response, body } = await call(getDetail, `website=${encodeURIComponent(sharedSite)}`);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      Title: `Jurnal Gamma Lama ${tag}`,
      'Current Accreditation': 'Sinta 3',
      Website: sharedSite,
      warnings: [{ list: 'beallslist.net', kind: 'journal', name: `Predatory ${tag}`, link: expect.any(String) }],
    });
  });

  it('answers an unknown website with 404 and a missing one with 400', async () => {
    expect((await call(getDetail, `website=${encodeURIComponent(`${sharedSite}/other`)}`)).response.status).toBe(404);
    const missing = await call(getDetail, '');
    expect(missing.response.status).toBe(400);
    expect(missing.body).toMatchObject({ details: [{ path: 'website' }] });
  });
});
