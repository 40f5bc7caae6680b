// Favourites: add, remove and list through the handlers with either auth header; add and remove answer the changed id
// and the count, not the list; adding twice keeps one, removing an absent one is fine, ids naming no journal are 404,
// SINTA is told apart by type or by an http(s) id and kept only under its favourite id (its website, or its SINTA
// profile URL where the website is no address), an account at its limit gets 409, signed-out callers get 401, and one
// user never sees or changes another's list.
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
const sintaIds = [980000001, 980000002, 980000003];
const sintaUrl = `https://jurnal-${tag}.example.ac.id/index.php/jx`;
const sintaBareWebsite = `jurnal-${tag}.example.ac.id/jy`;

const profileOf = (id: number) => `https://sinta.example/journals/profile/${id}`;

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
  // The third is as SINTA publishes Kajian Ekonomi dan Keuangan: a website of "#!".
  for (const [index, websiteUrl] of [sintaUrl, sintaBareWebsite, '#!'].entries()) {
    const id = sintaIds[index] as number;
    await db.sintaJournal.create({
      data: { id, title: `Jurnal Uji ${index} ${tag}`, profileUrl: profileOf(id), websiteUrl, accreditation: 2 },
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
    expect(await response.json()).toEqual({ sourceId: first, sourceType: 'scopus', isFavorite: true, count: 1, limit: 1000 });

    expect(await (await addAs(header(ani), { sourceId: Number(second) })).json()).toMatchObject({ sourceId: second, count: 2 });

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
    expect(await again.json()).toMatchObject({ sourceId: first, isFavorite: true, count: 1 });

    const together = await Promise.all([1, 2, 3].map(() => addAs(bearer(ani), { sourceId: second })));
    expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await db.favorite.count({ where: { userId: ani.id } })).toBe(2);
  });

  it('removes a favourite, answering the id and the count, and the same when removing one that is absent', async () => {
    await addAs(bearer(ani), { sourceId: first });
    await addAs(bearer(ani), { sourceId: second });
    const removed = await removeAs(header(ani), { sourceId: first });
    expect(removed.status).toBe(200);
    expect(removed.headers.get('cache-control')).toBe('no-store');
    expect(await removed.json()).toEqual({ sourceId: first, isFavorite: false, count: 1, limit: 1000 });

    const absent = await removeAs(bearer(ani), { sourceId: third });
    expect(absent.status).toBe(200);
    expect(await absent.json()).toEqual({ sourceId: third, isFavorite: false, count: 1, limit: 1000 });
    expect(await listOf(ani)).toEqual([second]);
  });

  it.each([
    ['a Sourceid no journal has', { sourceId: '980000999' }],
    ['an id that is not a Sourceid', { sourceId: 'abc' }],
    ['a website no SINTA journal has', { sourceId: `https://nowhere-${tag}.example.ac.id` }],
    ['a SINTA-typed id no SINTA journal has', { sourceId: first, sourceType: 'sinta' }],
    ['a bare website without its type', { sourceId: sintaBareWebsite }],
    ['a website of "#!" without its type (it is no Sourceid)', { sourceId: '#!' }],
  ])('answers 404 journalNotFound for %s, adding nothing', async (_, body) => {
    const response = await addAs(bearer(ani), body);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'journalNotFound', code: 'not_found' });
    expect(await db.favorite.count({ where: { userId: ani.id } })).toBe(0);
  });

  it('adds a SINTA journal by its http(s) website, and one without a usable website by its SINTA profile URL', async () => {
    expect(await (await addAs(bearer(ani), { sourceId: sintaUrl })).json()).toMatchObject({ sourceId: sintaUrl, sourceType: 'sinta', count: 1 });
    const byProfile = await addAs(bearer(ani), { sourceId: profileOf(sintaIds[1]!), sourceType: 'sinta' });
    expect(byProfile.status).toBe(200);
    expect(await byProfile.json()).toMatchObject({ sourceId: profileOf(sintaIds[1]!), sourceType: 'sinta', count: 2 });
    const rows = await db.favorite.findMany({ where: { userId: ani.id }, select: { sourceId: true, sourceType: true } });
    expect(rows).toEqual(
      expect.arrayContaining([
        { sourceId: profileOf(sintaIds[1]!), sourceType: 'sinta' },
        { sourceId: sintaUrl, sourceType: 'sinta' },
      ]),
    );
    // Every id in the list reads as SINTA by the spec's own rule (it starts with http(s)://).
    expect((await listOf(ani)).every((id) => /^https?:\/\//.test(id))).toBe(true);
    expect(await (await removeAs(bearer(ani), { sourceId: sintaUrl })).json()).toMatchObject({ isFavorite: false, count: 1 });
  });

  it.each([
    ['its bare website', () => sintaBareWebsite],
    ['a website of "#!"', () => '#!'],
    ['the profile URL of a journal kept by its website', () => profileOf(sintaIds[0]!)],
  ])('refuses a SINTA favourite under %s with 422, so none is ever read back as a Scopus id', async (_, id) => {
    const response = await addAs(bearer(ani), { sourceId: id(), sourceType: 'sinta' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'sintaFavoriteIdInvalid', code: 'unprocessable' });
    expect(await db.favorite.count({ where: { userId: ani.id } })).toBe(0);
  });

  it('holds at most 1,000 favourites on a free account: the next add is 409 with the limit, removing makes room', async () => {
    await db.favorite.createMany({
      data: Array.from({ length: 999 }, (_, at) => ({ userId: ani.id, sourceId: String(970000000 + at), sourceType: 'scopus' as const })),
    });
    // Three adds at once at 999: exactly one fits.
    const together = await Promise.all([first, second, third].map((sourceId) => addAs(bearer(ani), { sourceId })));
    expect(together.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect(await db.favorite.count({ where: { userId: ani.id } })).toBe(1000);

    const refused = together.find((response) => response.status === 409)!;
    expect(await refused.json()).toEqual({ message: 'favoritesLimitReached', code: 'conflict', details: { limit: 1000, count: 1000 } });
    const kept = (await listOf(ani)).filter((id) => [first, second, third].includes(id));
    expect(kept).toHaveLength(1);
    // Adding one already kept is no new favourite: still 200.
    expect(await (await addAs(bearer(ani), { sourceId: kept[0] })).json()).toMatchObject({ isFavorite: true, count: 1000 });
    expect(await (await removeAs(bearer(ani), { sourceId: '970000000' })).json()).toMatchObject({ count: 999 });
    const next = [first, second, third].find((id) => !kept.includes(id))!;
    expect(await (await addAs(bearer(ani), { sourceId: next })).json()).toMatchObject({ sourceId: next, count: 1000, limit: 1000 });
  });

  it('lets a premium account hold more than 1,000, and answers each add in a few hundred bytes at 10,000', async () => {
    await db.user.update({ where: { id: budi.id }, data: { premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000) } });
    try {
      await db.favorite.createMany({
        data: Array.from({ length: 9_999 }, (_, at) => ({ userId: budi.id, sourceId: String(960000000 + at), sourceType: 'scopus' as const })),
      });
      const response = await addAs(bearer(budi), { sourceId: first });
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toEqual({ sourceId: first, sourceType: 'scopus', isFavorite: true, count: 10_000, limit: 10_000 });
      expect(text.length).toBeLessThan(200);
      expect((await addAs(bearer(budi), { sourceId: second })).status).toBe(409);
    } finally {
      await db.user.update({ where: { id: budi.id }, data: { premiumExpiresAt: null } });
    }
  }, 30_000);

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
    expect(await (await removeAs(bearer(budi), { sourceId: first })).json()).toMatchObject({ isFavorite: false, count: 0 });
    expect(await (await addAs(bearer(budi), { sourceId: third })).json()).toMatchObject({ sourceId: third, count: 1 });
    expect(await listOf(ani)).toEqual([sintaUrl, first]);
    expect(await listOf(budi)).toEqual([third]);
  });
});
