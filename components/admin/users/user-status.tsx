// A user's plan in the users list: Premium with its expiry ('Expires: 23 Dec 2026'), or Free.
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';
import { formatDate } from './format-date';

const texts = adminTexts.users;

export function UserStatus({ user }: { user: AdminUser }) {
  return user.isPremium ? (
    <>
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{texts.premium}</span>
      <p className="mt-1 text-xs text-slate-500">{texts.expires} {formatDate(user.premiumExpiresAt)}</p>
    </>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{texts.free}</span>
  );
}
