// POST /api/auth/register (spec §3 Registration payload, §5; issue 4): 201 registerSuccess, each rule a 400 with its
// field path, and 409 usernameTaken / emailTaken (ignoring case), also when two registrations race.
import { db } from '@/lib/db';
import { postJson, registerPayload, uniqueTag } from '@/lib/auth/account-test-data';
import { POST as register } from './route';

const tag = uniqueTag();
let counter = 0;
/** A fresh, unused username and email for each registration of this file. */
const nextTag = () => `${tag}${(counter += 1)}`;
const send = (body: unknown) => register(postJson('/api/auth/register', body));

afterAll(async () => {
  await db.user.deleteMany({ where: { username: { contains: tag } } });
});

describe('POST /api/auth/register', () => {
  it('creates the account: 201 registerSuccess, normalised fields, an argon2id hash, never-cached answer', async () => {
    const own = nextTag();
    const response = await send(
      registerPayload(own, { username: ` ANI_${own} `, email: ` Ani.${own}@Example.ORG `, nama: '  Ani  ' }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'registerSuccess' });

    const user = await db.user.findUniqueOrThrow({ where: { username: `ani_${own}` } });
    expect(user).toMatchObject({
      nama: 'Ani',
      email: `ani.${own}@example.org`,
      noHp: '+62 812 3456 7890',
      country: 'Indonesia',
      job: 'lecturer',
      premiumExpiresAt: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain('correct horse');
    expect(user.tokensValidAfter.getTime()).toBe(0);
  });

  it('takes the phone number as optional', async () => {
    const own = nextTag();
    const { noHp: _phone, ...withoutPhone } = registerPayload(own);
    expect((await send(withoutPhone)).status).toBe(201);
    expect((await db.user.findUniqueOrThrow({ where: { username: `ani_${own}` } })).noHp).toBeNull();
    expect((await send(registerPayload(nextTag(), { noHp: '' }))).status).toBe(201);
  });

  it.each([
    ['nama', { nama: '' }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: null }],
    ['noHp', { noHp: 'call me' }],
    ['username', { username: 'ab' }],
    ['username', { username: 'a'.repeat(31) }],
    ['username', { username: 'ani lestari' }],
    ['password', { password: 'short' }],
    ['password', { password: 'x'.repeat(129) }],
    ['password', { username: 'samesame', password: 'SameSame' }],
    ['country', { country: 'I' }],
    ['job', { job: 'astronaut' }],
    ['job', { job: null }],
  ])('refuses a bad %s with 400 and the field path (%j)', async (path, overrides) => {
    const response = await send(registerPayload(nextTag(), overrides));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ message: 'invalidInput', code: 'bad_request' });
    expect(body.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('creates nothing for a refused payload', async () => {
    const own = nextTag();
    await send(registerPayload(own, { job: 'astronaut' }));
    expect(await db.user.count({ where: { username: `ani_${own}` } })).toBe(0);
  });

  it('answers 409 usernameTaken for a taken username, in any case', async () => {
    const own = nextTag();
    expect((await send(registerPayload(own))).status).toBe(201);
    const response = await send(registerPayload(own, { username: `Ani_${own.toUpperCase()}`, email: `other.${own}@example.org` }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'usernameTaken', code: 'conflict' });
  });

  it('answers 409 emailTaken for a taken email, in any case', async () => {
    const own = nextTag();
    expect((await send(registerPayload(own))).status).toBe(201);
    const response = await send(registerPayload(own, { username: `budi_${own}`, email: `ANI.${own}@EXAMPLE.org` }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'emailTaken', code: 'conflict' });
    expect(await db.user.count({ where: { username: `budi_${own}` } })).toBe(0);
  });

  it('names the taken field when two registrations race for it', async () => {
    const own = nextTag();
    const sameUsername = await Promise.all([
      send(registerPayload(own, { email: `one.${own}@example.org` })),
      send(registerPayload(own, { email: `two.${own}@example.org` })),
    ]);
    expect(sameUsername.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = sameUsername.find((response) => response.status === 409);
    expect(await loser?.json()).toEqual({ message: 'usernameTaken', code: 'conflict' });

    const other = nextTag();
    const sameEmail = await Promise.all([
      send(registerPayload(other, { username: `one_${other}` })),
      send(registerPayload(other, { username: `two_${other}` })),
    ]);
    expect(sameEmail.map((response) => response.status).sort()).toEqual([201, 409]);
    const emailLoser = sameEmail.find((response) => response.status === 409);
    expect(await emailLoser?.json()).toEqual({ message: 'emailTaken', code: 'conflict' });
  });
});
