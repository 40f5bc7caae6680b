import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { db } from '../../core/db';
import { getRequestUser } from './get-request-user';
import { signToken, signUserToken } from './tokens';

const tag = randomBytes(4).toString('hex');
let freeUserId: string;
let premiumUserId: string;

function withToken(token: string, header: 'x-auth-token' | 'authorization' = 'x-auth-token'): Request {
  const value = header === 'authorization' ? `Bearer ${token}` : token;
  return new Request('http://localhost/api/x', { headers: { [header]: value } });
}

async function createUser(name: string, premiumExpiresAt: Date | null): Promise<string> {
  const user = await db.user.create({
    data: {
      nama: name,
      email: `${name}-${tag}@example.org`,
      username: `${name}_${tag}`,
      passwordHash: 'not-a-real-hash',
      country: 'Indonesia',
      job: 'lecturer',
      premiumExpiresAt,
      tokensValidAfter: new Date(0),
    },
  });
  return user.id;
}

beforeAll(async () => {
  freeUserId = await createUser('free', null);
  premiumUserId = await createUser('premium', new Date(Date.now() + 86_400_000));
});

afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: [freeUserId, premiumUserId] } } });
});

describe('getRequestUser', () => {
  it('reads a user token from x-auth-token or a Bearer header, with premium computed from the expiry', async () => {
    expect(await getRequestUser(withToken(await signUserToken(freeUserId)))).toMatchObject({ id: freeUserId, isPremium: false });
    expect(await getRequestUser(withToken(await signUserToken(premiumUserId), 'authorization'))).toMatchObject({
      id: premiumUserId,
      isPremium: true,
    });
  });

  it('treats a lapsed premium as free', async () => {
    await db.user.update({ where: { id: premiumUserId }, data: { premiumExpiresAt: new Date(Date.now() - 1000) } });
    try {
      expect(await getRequestUser(withToken(await signUserToken(premiumUserId)))).toMatchObject({ isPremium: false });
    } finally {
      await db.user.update({ where: { id: premiumUserId }, data: { premiumExpiresAt: new Date(Date.now() + 86_400_000) } });
    }
  });

  it('refuses an admin token, a tampered token, an expired token, alg none, another secret and no token', async () => {
    const secret = new TextEncoder().encode(process.env.JWT_SECRET);
    const good = await signUserToken(freeUserId);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: premiumUserId }),
    ).toString('base64url');
    const expired = await new SignJWT({ iatMs: Date.now() - 10_000 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(freeUserId)
      .setIssuer('jurnal-finder')
      .setAudience('user')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 10)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(secret);
    const unsecured = new UnsecuredJWT({ iatMs: Date.now() })
      .setSubject(freeUserId)
      .setIssuer('jurnal-finder')
      .setAudience('user')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const otherSecret = await new SignJWT({ iatMs: Date.now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(freeUserId)
      .setIssuer('jurnal-finder')
      .setAudience('user')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));

    for (const token of [
      await signToken(freeUserId, 'admin'),
      `${header}.${tamperedPayload}.${signature}`,
      expired,
      unsecured,
      otherSecret,
      'not-a-jwt',
    ]) {
      expect(await getRequestUser(withToken(token))).toBeNull();
    }
    expect(await getRequestUser(new Request('http://localhost/api/x'))).toBeNull();
  });

  it('refuses every token issued before the user last logged out, and tokens of deleted users', async () => {
    const before = await signUserToken(freeUserId);
    await db.user.update({ where: { id: freeUserId }, data: { tokensValidAfter: new Date(Date.now() + 1) } });
    expect(await getRequestUser(withToken(before))).toBeNull();

    const ghost = await createUser('ghost', null);
    const ghostToken = await signUserToken(ghost);
    await db.user.delete({ where: { id: ghost } });
    expect(await getRequestUser(withToken(ghostToken))).toBeNull();
  });
});
