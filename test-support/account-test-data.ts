// Integration tests only: accounts with a random tag in every name and email, so each test file's assertions hold
// whatever else the shared test database holds, and its cleanup removes only its own rows.
import { randomBytes } from 'node:crypto';
import { db } from '../lib/core/db';
import { hashPassword } from '../lib/accounts/auth/hash-password';
import { signUserToken } from '../lib/accounts/auth/tokens';

/** Lower-case letters and digits: valid inside a username and an email, and unique per call. */
export const uniqueTag = (): string => `t${randomBytes(5).toString('hex')}`;

export const testPassword = 'correct horse battery';

export function registerPayload(tag: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nama: `Ani Lestari ${tag}`,
    email: `ani.${tag}@example.org`,
    noHp: '+62 812 3456 7890',
    username: `ani_${tag}`,
    password: testPassword,
    country: 'Indonesia',
    job: 'lecturer',
    ...overrides,
  };
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export interface TestAccount {
  id: string;
  username: string;
  token: string;
}

/** An account made straight in the database (with a real argon2 hash of testPassword) and a user token for it. */
export async function createTestAccount(
  tag: string,
  name: string,
  options: { premiumExpiresAt?: Date | null } = {},
): Promise<TestAccount> {
  const username = `${name}_${tag}`;
  const user = await db.user.create({
    data: {
      nama: `${name} ${tag}`,
      email: `${name}.${tag}@example.org`,
      username,
      passwordHash: await hashPassword(testPassword),
      country: 'Indonesia',
      job: 'student',
      premiumExpiresAt: options.premiumExpiresAt ?? null,
      tokensValidAfter: new Date(0),
    },
    select: { id: true },
  });
  return { id: user.id, username, token: await signUserToken(user.id) };
}

/** Removes every account of the tag (their favourites go with them: ON DELETE CASCADE). */
export async function deleteTestAccounts(tag: string): Promise<void> {
  await db.user.deleteMany({ where: { username: { endsWith: `_${tag}` } } });
}
