// Integration tests only: each test file inserts its own small catalogue (Sourceids from 990,000,000, a range SJR
// does not use) and users, with a random tag in every name, so its assertions hold whatever else the database holds.
import { randomBytes } from 'node:crypto';
import { db } from '../lib/core/db';
import type { Journal } from '../lib/generated/prisma/client';
import { signUserToken } from '../lib/accounts/auth/tokens';
import { journalFixture } from './journal-fixture';

/** Letters and digits only, so it is one word in a title and never a LIKE wildcard. */
export const uniqueTag = (): string => `zq${randomBytes(4).toString('hex')}`;

export async function insertTestJournals(rows: Partial<Journal>[]): Promise<bigint[]> {
  const journals = rows.map((row) => journalFixture(row));
  const ids = journals.map((journal) => journal.sourceId);
  // A run that crashed may have left its rows behind.
  await db.journal.deleteMany({ where: { sourceId: { in: ids } } });
  await db.journal.createMany({
    data: journals.map(({ categoryQuartiles, ...journal }) => ({ ...journal, categoryQuartiles: categoryQuartiles ?? [] })),
  });
  return ids;
}

export async function deleteTestJournals(ids: bigint[]): Promise<void> {
  await db.journal.deleteMany({ where: { sourceId: { in: ids } } });
}

export interface TestViewer {
  id: string;
  token: string;
}

/** A signed-in user with a token; premium until tomorrow when asked. */
export async function createTestViewer(tag: string, kind: 'free' | 'premium'): Promise<TestViewer> {
  const user = await db.user.create({
    data: {
      nama: `${kind} ${tag}`,
      email: `${kind}-${tag}@example.org`,
      username: `${kind}_${tag}`,
      passwordHash: 'not-a-real-hash',
      country: 'Indonesia',
      job: 'lecturer',
      premiumExpiresAt: kind === 'premium' ? new Date(Date.now() + 86_400_000) : null,
      tokensValidAfter: new Date(0),
    },
  });
  return { id: user.id, token: await signUserToken(user.id) };
}

export async function deleteTestViewers(viewers: TestViewer[]): Promise<void> {
  await db.user.deleteMany({ where: { id: { in: viewers.map((viewer) => viewer.id) } } });
}
