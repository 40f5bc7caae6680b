// GET /api/journal/{sourceid}/links: a catalogue journal reaches the lists through its SINTA profile (exact ISSN) and
// that profile's website (exact normalised link: same page or below a listed folder; a publisher's whole host).
// A sibling folder on the same host or a similar name never matches. A journal-list entry with the journal's title
// warns only when its link is on the journal's publisher's own site (a site the publisher lists give it, or a host where
// the lists name three of its journals), with the list's date and the lists that disagree; a namesake of another
// publisher never. 404 for an unknown or malformed id.
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
    // Three journals of one publisher named on one host make it the publisher's; a namesake of another publisher.
    ...['Alpha', 'Beta', 'Gamma'].map((name, index) => ({
      sourceId: BigInt(990000710 + index),
      title: `${name} ${tag} Letters`,
      publisher: `Host Press ${tag}`,
    })),
    { sourceId: BigInt(990000713), title: `Alpha ${tag} Letters`, publisher: `Other Press ${tag}` },
    // A publisher the predatory-publisher list names with its site; one title of it named there.
    { sourceId: BigInt(990000714), title: `Delta ${tag} & Reports (discontinued)`, publisher: `Listed Press ${tag}` },
    { sourceId: BigInt(990000715), title: `Epsilon ${tag}`, publisher: `Listed Press ${tag}` },
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
      ...['Alpha', 'Beta', 'Gamma'].map((name) => ({
        name: `${name} ${tag} Letters`,
        link: `https://${tag}-host.example.org/journal/${name.toLowerCase()}`,
        source: 'predatoryjournals.org',
        sourceListDate: new Date('2025-06-20T17:37:18Z'),
      })),
      { name: `Delta ${tag} and Reports`, link: `https://journals.${tag}-listed.example.com/delta`, source: 'beallslist.net, predatoryjournals.org', sourceListDate: new Date('2025-06-20T17:37:18Z') },
      // The title of a journal of Listed Press, but on another host: a title alone.
      { name: `Epsilon ${tag}`, link: `https://${tag}-elsewhere.example.net/epsilon` },
    ],
    publishers: [
      { name: `Publisher ${tag}`, link: `https://${host}/` },
      { name: `Listed Press ${tag}`, link: `https://www.${tag}-listed.example.com/` },
    ],
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

  it('warns by title when the list links the journal on its publisher’s own site, with the list, its date and who disagrees', async () => {
    expect((await links('990000711')).body.warnings).toEqual([
      {
        list: 'predatoryjournals.org',
        kind: 'journalTitle',
        name: `Beta ${tag} Letters`,
        link: `https://${tag}-host.example.org/journal/beta`,
        date: '2025-06-20',
        domain: `${tag}-host.example.org`,
        notOn: ['beallslist.net'],
      },
    ]);
    expect((await links('990000714')).body.warnings).toEqual([
      expect.objectContaining({ kind: 'journalTitle', name: `Delta ${tag} and Reports`, domain: `${tag}-listed.example.com`, notOn: [] }),
    ]);
  });

  it('never warns on a title alone: a namesake of another publisher, or a title on a site not its publisher’s', async () => {
    expect((await links('990000713')).body.warnings).toEqual([]);
    expect((await links('990000715')).body.warnings).toEqual([]);
  });

  it.each(['990000799', 'abc', '99999999999999999999'])('answers %s with 404', async (sourceid) => {
    const { response, body } = await links(sourceid);
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found' });
  });
});
