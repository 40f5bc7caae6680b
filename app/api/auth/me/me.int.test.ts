// GET /api/auth/me: the signed-in user's profile without the password hash, premium computed from its
// expiry; reachable with x-auth-token or a Bearer header, and refused (401) to tampered, expired, unsigned, foreign
// and admin tokens.
import { SignJWT, UnsecuredJWT } from 'jose';
import { db } from '@/lib/core/db';
import { createTestAccount, deleteTestAccounts, type TestAccount, uniqueTag } from '@/test-support/account-test-data';
import { signToken } from '@/lib/accounts/auth/tokens';
import { GET as me } from './route';

const tag = uniqueTag();
let free: TestAccount;
let premium: TestAccount;
const premiumUntil = new Date(Date.now() + 7 * 86_400_000);

beforeAll(async () => {
  free = await createTestAccount(tag, 'free');
  premium = await createTestAccount(tag, 'premium', { premiumExpiresAt: premiumUntil });
});

afterAll(async () => {
  await deleteTestAccounts(tag);
});

const get = (headers: Record<string, string> = {}) => me(new Request('http://localhost/api/auth/me', { headers }));

describe('GET /api/auth/me', () => {
  it('answers the profile, never the password hash, never cached', async () => {
    const response = await get({ 'x-auth-token': free.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    const stored = await db.user.findUniqueOrThrow({ where: { id: free.id } });
    expect(body).toEqual({
      id: free.id,
      nama: `free ${tag}`,
      email: `free.${tag}@example.org`,
      noHp: null,
      username: free.username,
      country: 'Indonesia',
      job: 'student',
      isPremium: false,
      premiumExpiresAt: null,
      createdAt: stored.createdAt.toISOString(),
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('reads a Bearer header as well, and computes premium from its expiry', async () => {
    const response = await get({ authorization: `Bearer ${premium.token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: premium.id,
      isPremium: true,
      premiumExpiresAt: premiumUntil.toISOString(),
    });

    await db.user.update({ where: { id: premium.id }, data: { premiumExpiresAt: new Date(Date.now() - 1_000) } });
    try {
      expect(await (await get({ authorization: `Bearer ${premium.token}` })).json()).toMatchObject({ isPremium: false });
    } finally {
      await db.user.update({ where: { id: premium.id }, data: { premiumExpiresAt: premiumUntil } });
    }
  });

  it('answers 401 unauthorized without a token', async () => {
    const response = await get();
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
  });

  describe('refuses with 401', () => {
    const secret = () => new TextEncoder().encode(process.env.JWT_SECRET);
    const nowSeconds = () => Math.floor(Date.now() / 1000);

    const tokens: [string, () => Promise<string>][] = [
      ['an admin token for the same id', () => signToken(free.id, 'admin')],
      [
        'a token whose payload was changed to another user',
        async () => {
          const [header, payload, signature] = free.token.split('.') as [string, string, string];
          const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: premium.id };
          return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
        },
      ],
      ['a token with a corrupted signature', async () => `${free.token.slice(0, -4)}AAAA`],
      [
        'an expired token',
        () =>
          new SignJWT({ iatMs: Date.now() - 10_000 })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(free.id)
            .setIssuer('jurnal-finder')
            .setAudience('user')
            .setIssuedAt(nowSeconds() - 10)
            .setExpirationTime(nowSeconds() - 5)
            .sign(secret()),
      ],
      [
        'an unsigned (alg: none) token',
        async () =>
          new UnsecuredJWT({ iatMs: Date.now() })
            .setSubject(free.id)
            .setIssuer('jurnal-finder')
            .setAudience('user')
            .setIssuedAt()
            .setExpirationTime('1h')
            .encode(),
      ],
      [
        'a token signed with another secret',
        () =>
          new SignJWT({ iatMs: Date.now() })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(free.id)
            .setIssuer('jurnal-finder')
            .setAudience('user')
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode('another-secret-another-secret-another')),
      ],
      ['something that is not a JWT', async () => 'not-a-jwt'],
    ];

    it.each(tokens)('%s', async (_, makeToken) => {
      const token = await makeToken();
      const headerSets: Record<string, string>[] = [{ 'x-auth-token': token }, { authorization: `Bearer ${token}` }];
      for (const headers of headerSets) {
        const response = await get(headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: 'unauthorized', code: 'unauthorized' });
      }
    });
  });
});
