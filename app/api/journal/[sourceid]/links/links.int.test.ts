// GET /api/journal/{sourceid}/links: a catalogue journal reaches the lists through its SINTA profile (exact ISSN) and
// that profile's website (exact normalised link: same page or below a listed folder; a publisher's whole host).
// A sibling folder on the same host or a similar name never matches. 404 for an unknown or malformed id.
import { db } from '@/lib/core/db';
import { deleteTestJournals, insertTestJournals, uniqueTag } from '@/test-support/journal-test-data';
import { deleteTestListEntries, insertTestListEntries } from '@/test-support/list-test-data';
import { deleteTestSintaJournals, insertTestSintaJournals } from '@/test-support/sinta-test-data';
import { GET } from './route';

const tag = uniqueTag();
const host = `${tag}.example.ac.id`;
let journalIds: bigint[] = [];
let sintaIds: number[] = [];

beforeAll(async () => {
  journalIds = await insertTestJournals([
    { sourceId: BigInt(990000701), title: `Warned ${tag}`, issns: ['99007011'] },
    { sourceId: BigInt(990000702), title: `Clean ${tag}`, issns: ['99007020'] },
    { sourceId: BigInt(990000703), title: `Discontinued ${tag}`, issns: [], isDiscontinued: true },
  ]);
  sintaIds = await insertTestSintaJournals([
    { title: `Sinta ${tag}`, issns: ['99007011'], accreditation: 4, websiteUrl: `https://WWW.${host}/index.php/jx/` },
    { title: `Sinta better ${tag}`, issns: ['99007011'], accreditation: 2, websiteUrl: `http://${host}/index.php/jx/index` },
    { title: `Sinta clean ${tag}`, issns: ['99007020'], websiteUrl: `http://${tag}-clean.example.ac.id/jc` },
  ]);
  await insertTestListEntries({
    journals: [
      { name: `Listed ${tag}`, link: `http://${host}/index.php/jx` },
      // A sibling on the same shared host, and a similar name on another host: neither may match.
      { name: `Sibling ${tag}`, link: `http://${host}/index.php/jxy` },
      { name: `Sinta clean ${tag}`, link: `http://${tag}-elsewhere.example.org/` },
    ],
    publishers: [{ name: `Publisher ${tag}`, link: `https://${host}/` }],
    hijacked: [{ name: `Hijacked ${tag}`, link: `http://${tag}-clean.example.ac.id/jc-fake` }],
  });
  await db.discontinuedJournal.create({ data: { title: `Discontinued ${tag}`, origin: 'sjr_marked', sourceId: BigInt(990000702) } });
});

afterAll(async () => {
  await db.discontinuedJournal.deleteMany({ where: { title: { contains: tag } } });
  await deleteTestListEntries(tag);
  await deleteTestSintaJournals(sintaIds);
  await deleteTestJournals(journalIds);
});

async function links(sourceid: string) {
  const response = await GET(new Request(`http://localhost/api/journal/${sourceid}/links`), {
    params: Promise.resolve({ sourceid }),
  });
  return { response, body: await response.json() };
}

describe('GET /api/journal/{sourceid}/links', () => {
  it('warns of the journal entry its SINTA website falls under and of the publisher owning the host', async () => {
    const { response, body } = await links('990000701');
    expect(response.status).toBe(200);
    expect(body.warnings).toEqual(
      expect.arrayContaining([
        { list: 'beallslist.net', kind: 'journal', name: `Listed ${tag}`, link: `http://${host}/index.php/jx` },
        { list: 'beallslist.net', kind: 'publisher', name: `Publisher ${tag}`, link: `https://${host}/` },
      ]),
    );
    expect(body.warnings).toHaveLength(2);
    // Two SINTA profiles share the ISSN: the better accredited one is the link.
    expect(body).toMatchObject({ isDiscontinued: false, sintaWebsite: `http://${host}/index.php/jx/index` });
  });

  it('finds nothing by a similar name or a look-alike path, and says when the discontinued list holds it', async () => {
    expect((await links('990000702')).body).toEqual({
      warnings: [],
      isDiscontinued: true,
      sintaWebsite: `http://${tag}-clean.example.ac.id/jc`,
    });
  });

  it("reports SJR's discontinued marker and omits the SINTA website when there is none", async () => {
    expect((await links('990000703')).body).toEqual({ warnings: [], isDiscontinued: true });
  });

  it.each(['990000799', 'abc', '99999999999999999999'])('answers %s with 404', async (sourceid) => {
    const { response, body } = await links(sourceid);
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found' });
  });
});
