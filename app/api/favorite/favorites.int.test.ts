// Favourites: add, remove and list through the handlers with either auth header; adding twice
// keeps one, removing an absent one is fine, ids naming no journal are 404, SINTA is told apart by type or by an
// http(s) id, signed-out callers get 401, and one user never sees or changes another's list.
import { db } from '@/lib/core/db';
import { createTestAccount, deleteTestAccounts, postJson, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { signToken } from '@/lib/accounts/auth/tokens';
import { POST as add } from './add/route';
import { GET as list } from './list/route';
import { POST as remove } from './remove/route';

const tag = uniqueTag();
// A Sourceid range SJR does not use, and SINTA profile numbers far beyond the real ones.
const scopusIds = [980000001n, 980000002n, 980000003n];
const [first, second, third] = scopusIds.map(String) as [string, string, string];
const sintaIds = [980000001, 980000002];
const sintaUrl = `https://jurnal-${tag}.example.ac.id/index.php/jx`;
const sintaBareWebsite = `jurnal-${tag}.example.ac.id/jy`;

let ani: TestAccount;
let budi: TestAccount;

async function removeFixtures(): Promise<void> {
  await db.journal.deleteMany({ where: { sourceId: { in: scopusIds } } });
  await db.sintaJournal.deleteMany({ where: { id: { in: sintaIds } } });
}

beforeAll(async () => {
  await removeFixtures(); // a crashed run may have left its rows behind
  for (const [index, sourceId] of scopusIds.entries()) {
    await db.journal.create({
      data: { sourceId, rank: 990_000 + index, title: `Favourite Test ${index} ${tag}`, type: 'journal', docsYear: 2025, dataYear: 2025 },
    });
  }
  for (const [index, websiteUrl] of [sintaUrl, sintaBareWebsite].entries()) {
    const id = sintaIds[index] as number;
    await db.sintaJournal.create({
      data: { id, title: `Jurnal Uji ${index} ${tag}`, profileUrl: `https://sinta.example/journals/profile/${id}`, websiteUrl, accreditation: 2 },
    });
  }
  ani = await createTestAccount(tag, 'ani');
  budi = await createTestAccount(tag, 'budi');
});

afterAll(async () => {
  await deleteTestAccounts(tag);
  await removeFixtures();
});

beforeEach(async () => {
  await db.favorite.deleteMany({ where: { userId: { in: [ani.id, budi.id] } } });
});

type Auth = Record<string, string>;
const bearer = (account: TestAccount): Auth => ({ authorization: `Bearer ${account.token}` });
const header = (account: TestAccount): Auth => ({ 'x-auth-token': account.token });

const addAs = (auth: Auth, body: unknown) => add(postJson('/api/favorite/add', body, auth));
const removeAs = (auth: Auth, body: unknown) => remove(postJson('/api/favorite/remove', body, auth));
const listAs = (auth: Auth) => list(new Request('http://localhost/api/favorite/list', { headers: auth }));

async function listOf(account: TestAccount): Promise<string[]> {
  const response = await listAs(bearer(account));
  expect(response.status).toBe(200);
  return response.json();
}

describe('favourites', () => {
  it('adds Scopus journals (id as text or number) and lists them newest first, with either header, never cached', async () => {
    const response = await addAs(bearer(ani), { sourceId: first });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ favorites: [first] });

    expect(await (await addAs(header(ani), { sourceId: Number(second) })).json()).toEqual({ favorites: [second, first] });

    for (const auth of [bearer(ani), header(ani)]) {
      const listed = await listAs(auth);
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('no-store');
      expect(await listed.json()).toEqual([second, first]);
    }
    expect(await db.favorite.findMany({ where: { userId: ani.id }, select: { sourceType: true } })).toEqual([
      { sourceType: 'scopus' },
      { sourceType: 'scopus' },
    ]);
  });

  it('keeps one favourite when the same journal is added twice, also at the same moment', async () => {
    await addAs(bearer(ani), { sourceId: first });
    const again = await addAs(bearer(ani), { sourceId: first, sourceType: 'scopus' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ favorites: [first] });

    const together = await Promise.all([1, 2, 3].map(() => addAs(bearer(ani), { sourceId: second })));
    expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await db.favorite.count({ where: { userId: ani.id } })).toBe(2);
  });

  it('removes a favourite, and answers the same list when removing one that is absent', async () => {
    await addAs(bearer(ani), { sourceId: first });
    await addAs(bearer(ani), { sourceId: second });
    const removed = await removeAs(header(ani), { sourceId: first });
    expect(removed.status).toBe(200);
    expect(removed.headers.get('cache-control')).toBe('no-store');
    expect(await removed.json()).toEqual({ favorites: [second] });

    const absent = await removeAs(bearer(ani), { sourceId: third });
    expect(absent.status).toBe(200);
    expect(await absent.json()).toEqual({ favorites: [second] });
    expect(await listOf(ani)).toEqual([second]);
  });

  it.each([
    ['a Sourceid no journal has', { sourceId: '980000999' }],
    ['an id that is not a Sourceid', { sourceId: 'abc' }],
    ['a website no SINTA journal has', { sourceId: `https://nowhere-${tag}.example.ac.id` }],
    ['a SINTA-typed id no SINTA journal has', { sourceId: first, sourceType: 'sinta' }],
    ['a bare website without its type', { sourceId: sintaBareWebsite }],
  ])('answers 404 journalNotFound for %s, adding nothing', async (_, body) => {
    const response = await addAs(bearer(ani), body);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'journalNotFound', code: 'not_found' });
    expect(await db.favorite.count({ where: { userId: ani.id } })).toBe(0);
  });

  it('adds a SINTA journal by its http(s) website, or by type sinta, and stores it as SINTA', async () => {
    expect(await (await addAs(bearer(ani), { sourceId: sintaUrl })).json()).toEqual({ favorites: [sintaUrl] });
    const byType = await addAs(bearer(ani), { sourceId: sintaBareWebsite, sourceType: 'sinta' });
    expect(byType.status).toBe(200);
    expect(await byType.json()).toEqual({ favorites: [sintaBareWebsite, sintaUrl] });
    const rows = await db.favorite.findMany({ where: { userId: ani.id }, select: { sourceId: true, sourceType: true } });
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { sourceId: sintaBareWebsite, sourceType: 'sinta' },
        { sourceId: sintaUrl, sourceType: 'sinta' },
      ]),
    );
    expect(await (await removeAs(bearer(ani), { sourceId: sintaUrl })).json()).toEqual({ favorites: [sintaBareWebsite] });
  });

  it('refuses a payload without a usable id with 400 and the field path', async () => {
    for (const send of [addAs, removeAs]) {
      const response = await send(bearer(ani), { sourceId: '' });
      expect(response.status).toBe(400);
      expect((await response.json()).details[0].path).toBe('sourceId');
    }
  });

  it('answers 401 to a signed-out caller and to an admin token, before reading the body', async () => {
    const admin = await signToken(ani.id, 'admin');
    const callers: Auth[] = [{}, { authorization: `Bearer ${admin}` }, { 'x-auth-token': admin }];
    for (const auth of callers) {
      for (const response of [
        await listAs(auth),
        await addAs(auth, { sourceId: first }),
        await removeAs(auth, { sourceId: first }),
        await addAs(auth, 'not even an object'),
      ]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
      }
    }
    expect(await db.favorite.count({ where: { userId: ani.id } })).toBe(0);
  });

  it('never shows or changes one user\'s favourites for another', async () => {
    await addAs(bearer(ani), { sourceId: first });
    await addAs(bearer(ani), { sourceId: sintaUrl });
    expect(await listOf(budi)).toEqual([]);

    // Budi removing Ani's journal touches only his own (empty) list.
    expect(await (await removeAs(bearer(budi), { sourceId: first })).json()).toEqual({ favorites: [] });
    expect(await (await addAs(bearer(budi), { sourceId: third })).json()).toEqual({ favorites: [third] });
    expect(await listOf(ani)).toEqual([sintaUrl, first]);
    expect(await listOf(budi)).toEqual([third]);
  });
});
