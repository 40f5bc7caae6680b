// The user as the admin pages see it: selected columns only, never the password hash;
// isPremium is computed from premiumExpiresAt like everywhere else.
import { isPremium } from '../accounts/auth/is-premium';

export const adminUserSelect = {
  id: true,
  nama: true,
  username: true,
  email: true,
  noHp: true,
  premiumExpiresAt: true,
  createdAt: true,
  country: true,
  job: true,
} as const;

export interface AdminUserRow {
  id: string;
  nama: string;
  username: string;
  email: string;
  noHp: string | null;
  premiumExpiresAt: Date | null;
  createdAt: Date;
  country: string;
  job: string;
}

export interface AdminUserView {
  _id: string;
  nama: string;
  username: string;
  email: string;
  noHp: string | null;
  isPremium: boolean;
  premiumExpiresAt: string | null;
  createdAt: string;
  country: string;
  job: string;
}

export function toAdminUserView(row: AdminUserRow, now = new Date()): AdminUserView {
  return {
    _id: row.id,
    nama: row.nama,
    username: row.username,
    email: row.email,
    noHp: row.noHp,
    isPremium: isPremium(row.premiumExpiresAt, now),
    premiumExpiresAt: row.premiumExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    country: row.country,
    job: row.job,
  };
}
