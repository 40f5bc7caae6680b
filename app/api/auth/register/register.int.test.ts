// POST /api/auth/register: 201 registerSuccess, each rule a 400 with its
// field path, and 409 usernameTaken / emailTaken (ignoring case), also when two registrations race; past the limit
// per client address, 429 tooManyRegistrations, for created and taken attempts alike.
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/core/db';
import { postJson, registerPayload, uniqueTag } from '@/test-support/account-test-data';
import { env } from '@/lib/core/env';
import { useMemoryRateLimits, type MemoryRateLimits } from '@/test-support/memory-rate-limits';
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

describe('registration rate limit per client address', () => {
  const policy = { REGISTER_RATE_LIMIT: env.REGISTER_RATE_LIMIT, REGISTER_RATE_WINDOW_SECONDS: env.REGISTER_RATE_WINDOW_SECONDS };
  let limits: MemoryRateLimits;

  beforeEach(() => {
    Object.assign(env, { REGISTER_RATE_LIMIT: 3, REGISTER_RATE_WINDOW_SECONDS: 3_600 });
    limits = useMemoryRateLimits();
  });

  afterEach(() => {
    limits.restore();
    Object.assign(env, policy);
  });

  const sendFrom = (address: string, body: unknown) =>
    register(postJson('/api/auth/register', body, { 'x-client-ip': address }));

  it('counts created and taken alike, then answers 429 tooManyRegistrations with Retry-After and creates nothing', async () => {
    const address = '203.0.113.40';
    const own = nextTag();
    expect((await sendFrom(address, registerPayload(own))).status).toBe(201);
    // Probing a taken username: the form's clear 409, but it costs an attempt.
    const probe = await sendFrom(address, registerPayload(own, { email: `probe.${own}@example.org` }));
    expect(probe.status).toBe(409);
    expect(await probe.json()).toEqual({ message: 'usernameTaken', code: 'conflict' });
    // A refused payload never reaches the account check, and is not counted.
    expect((await sendFrom(address, registerPayload(nextTag(), { job: 'astronaut' }))).status).toBe(400);
    expect((await sendFrom(address, registerPayload(nextTag()))).status).toBe(201);

    limits.advance(600_000);
    const refusedTag = nextTag();
    const refused = await sendFrom(address, registerPayload(refusedTag));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'tooManyRegistrations', code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe('3000');
    expect(await db.user.count({ where: { username: `ani_${refusedTag}` } })).toBe(0);
    // A taken username is refused with 429 too: no more probing from there.
    expect((await sendFrom(address, registerPayload(own, { email: `probe2.${own}@example.org` }))).status).toBe(429);

    // Another address registers as usual; the first one again once its window has closed.
    expect((await sendFrom('198.51.100.40', registerPayload(refusedTag))).status).toBe(201);
    limits.advance(3_000_000);
    expect((await sendFrom(address, registerPayload(nextTag()))).status).toBe(201);
  });
});

describe('registration rate limit by default', () => {
  it('limits each address to REGISTER_RATE_LIMIT attempts per window', async () => {
    // Unique per run: the process's counters (Redis or PostgreSQL) outlive this test.
    const address = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const first = nextTag();
    expect((await register(postJson('/api/auth/register', registerPayload(first), { 'x-client-ip': address }))).status).toBe(201);
    // Probing the same taken username: each a cheap 409 until the limit.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= env.REGISTER_RATE_LIMIT; attempt += 1) {
      const body = registerPayload(first, { email: `probe${attempt}.${first}@example.org` });
      statuses.push((await register(postJson('/api/auth/register', body, { 'x-client-ip': address }))).status);
    }
    expect(statuses).toEqual([...Array(env.REGISTER_RATE_LIMIT - 1).fill(409), 429]);
  });
});
