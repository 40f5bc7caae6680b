// The signed-in user of a request, or null: a valid user token (never an admin one), a user that still exists, and a
// token issued after the user's last logout. isPremium is computed from premiumExpiresAt every time.
import 'server-only';
import { db } from '../../core/db';
import { isPremium } from './is-premium';
import { readRequestToken } from './read-request-token';
import { verifyToken } from './tokens';

export interface RequestUser {
  id: string;
  isPremium: boolean;
  premiumExpiresAt: Date | null;
}

export async function getRequestUser(request: Request): Promise<RequestUser | null> {
  const token = readRequestToken(request);
  if (!token) return null;
  const claims = await verifyToken(token, 'user');
  if (!claims) return null;
  const user = await db.user.findUnique({
    where: { id: claims.subject },
    select: { id: true, premiumExpiresAt: true, tokensValidAfter: true },
  });
  if (!user || claims.issuedAtMs < user.tokensValidAfter.getTime()) return null;
  return { id: user.id, isPremium: isPremium(user.premiumExpiresAt), premiumExpiresAt: user.premiumExpiresAt };
}
