// The edit form's values and their conversion to the PUT /api/admin/users/{id} body. The expiry is a date input; it
// is sent as the end of that day in the admin's time zone, so "expires 5 March" still counts as premium all of 5 March.
import type { AdminUser, AdminUserUpdate } from '@/lib/admin/client/admin-types';

export interface UserEditValues {
  nama: string;
  email: string;
  noHp: string;
  username: string;
  country: string;
  job: string;
  isPremium: boolean;
  premiumExpiresAt: string;
}

function toDateInputValue(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function editValuesOf(user: AdminUser): UserEditValues {
  return {
    nama: user.nama,
    email: user.email,
    noHp: user.noHp ?? '',
    username: user.username,
    country: user.country,
    job: user.job,
    isPremium: user.isPremium,
    premiumExpiresAt: toDateInputValue(user.premiumExpiresAt),
  };
}

export function toUpdateBody(values: UserEditValues): AdminUserUpdate {
  const expiry = values.isPremium && values.premiumExpiresAt ? new Date(`${values.premiumExpiresAt}T23:59:59`).toISOString() : null;
  return { ...values, premiumExpiresAt: expiry };
}
