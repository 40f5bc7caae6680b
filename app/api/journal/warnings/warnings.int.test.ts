// GET /api/journal/warnings: the marks' warnings by the journal page's own rules, for many journals in one call: a
// catalogue journal through its SINTA profile's website (same ISSN) and through its title on its publisher's site, a
// SINTA journal through its website (by its website or its SINTA profile URL); the same warnings its page shows;
// clean journals answer [], unknown ids are absent, malformed ids are 400.
import { db } from '@/lib/core/db';
import { getJournalCrossLinks } from '@/lib/lists/get-journal-cross-links';
import { uniqueTag } from '@/test-support/journal-test-data';
import { deleteTestListEntries, insertTestListEntries } from '@/test-support/list-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from '@/test-support/sinta-test-data';
import { GET } from './route';

const tag = uniqueTag();
const base = 978_000_000n + BigInt(Math.floor(Math.random() * 900_000));
const [viaSinta, byTitle, clean] = [base, base + 1n, base + 2n];
const issn = `8${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}1`;
const listedSite = `http://${tag}-listed.example.org/`;
const sintaWebsite = `https://${tag}-listed.example.org/index.php/j`;
let sintaIds: number[] = [];

beforeAll(async () => {
  await insertTestListEntries({
    journals: [
      { name: `Listed ${tag}`, link: listedSite },
      // Named by title, with a link on the publisher's own site.
      { name: `Titled ${tag} Review`, link: `https://www.${tag}-press.example.com/journal/titled`, source: 'predatoryjournals.org', sourceListDate: new Date('2025-06-20T00:00:00Z') },
    ],
    publishers: [{ name: `${tag} Press`, link: `https://www.${tag}-press.example.com/` }],
  });
  sintaIds = await insertTestSintaJournals([
    { title: `Jurnal ${tag}`, websiteUrl: sintaWebsite, issns: [issn] },
    { title: `Jurnal Tanpa Situs ${tag}`, websiteUrl: '#!' },
  ]);
  const journal = (sourceId: bigint, title: string, extra: object) => ({
    sourceId, rank: 996_000, title, type: 'journal', docsYear: 2025, dataYear: 2025, ...extra,
  });
  await db.journal.createMany({
    data: [
      journal(viaSinta, `Catalogue ${tag}`, { issns: [issn] }),
      journal(byTitle, `Titled ${tag} Review`, { publisher: `${tag} Press` }),
      journal(clean, `Clean ${tag}`, { publisher: 'Elsewhere' }),
    ],
  });
});

afterAll(async () => {
  await deleteTestListEntries(tag);
  await deleteTestSintaJournals(sintaIds);
  await db.journal.deleteMany({ where: { sourceId: { in: [viaSinta, byTitle, clean] } } });
});

async function call(ids: string) {
  const response = await GET(new Request(`http://localhost/api/journal/warnings?ids=${ids}`));
  return { response, body: await response.json() };
}

test('answers each journal’s warnings by its page’s rules, [] for a clean one, nothing for an unknown id', async () => {
  const profileUrl = `https://sinta.kemdikbud.go.id/journals/profile/${sintaIds[1]}`;
  const ids = [viaSinta, byTitle, clean, 999_999_999_999n].map(String).concat([sintaWebsite, profileUrl]);
  const { response, body } = await call(ids.map(encodeURIComponent).join(','));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  expect(Object.keys(body.warnings).sort()).toEqual([String(viaSinta), String(byTitle), String(clean), sintaWebsite, profileUrl].sort());
  expect(body.warnings[String(viaSinta)]).toEqual([{ list: 'beallslist.net', kind: 'journal', name: `Listed ${tag}`, link: listedSite }]);
  expect(body.warnings[String(byTitle)]).toEqual([
    expect.objectContaining({ kind: 'journalTitle', name: `Titled ${tag} Review`, list: 'predatoryjournals.org', date: '2025-06-20' }),
  ]);
  expect(body.warnings[String(clean)]).toEqual([]);
  expect(body.warnings[sintaWebsite]).toEqual([{ list: 'beallslist.net', kind: 'journal', name: `Listed ${tag}`, link: listedSite }]);
  // "#!" is no address: nothing to match, and no warning made up.
  expect(body.warnings[profileUrl]).toEqual([]);

  // The same warnings as the journal's own page.
  for (const id of [viaSinta, byTitle, clean]) {
    expect(body.warnings[String(id)]).toEqual((await getJournalCrossLinks(String(id)))!.warnings);
  }
});

test.each([
  ['no ids', ''],
  ['an id that is neither a Sourceid nor an address', 'abc'],
  ['61 ids', Array.from({ length: 61 }, (_, at) => String(1000 + at)).join(',')],
])('answers %s with 400 and the path', async (_, ids) => {
  const { response, body } = await call(ids);
  expect(response.status).toBe(400);
  expect(body).toMatchObject({ code: 'bad_request', details: [expect.objectContaining({ path: expect.stringMatching(/^ids/) })] });
});
