// The signed-in user's own profile (GET /api/auth/me): the user's fields with isPremium computed from
// premiumExpiresAt; only the columns the answer needs are read, so the password hash never leaves the database.
import 'server-only';
import { db } from '../../core/db';
import { ApiError } from '../../core/api-error';
import { isPremium } from './is-premium';

export interface Profile {
  id: string;
  nama: string;
  email: string;
  noHp: string | null;
  username: string;
  country: string;
  job: string;
  isPremium: boolean;
  premiumExpiresAt: string | null;
  createdAt: string;
}

export async function getProfile(input: { userId: string }): Promise<Profile> {
  const user = await db.user.findUnique({
    where: { id: input.userId },
    select: {
      id: true,
      nama: true,
      email: true,
      noHp: true,
      username: true,
      country: true,
      job: true,
      premiumExpiresAt: true,
      createdAt: true,
    },
  });
  // Deleted between the token check and this read: as signed out as a missing user.
  if (!user) throw new ApiError('unauthorized', 'unauthorized');
  return {
    ...user,
    isPremium: isPremium(user.premiumExpiresAt),
    premiumExpiresAt: user.premiumExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
