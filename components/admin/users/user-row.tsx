// One row of the users table: name and @username, email and phone, Premium with its expiry or Free, the
// join date, country, job, and the Edit and Delete actions, each naming its user for screen readers.
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { adminTexts } from '../admin-texts';
import { formatDate } from './format-date';

const texts = adminTexts.users;
const cell = 'px-4 py-3 align-top';

interface UserRowProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UserRow({ user, onEdit, onDelete }: UserRowProps) {
  return (
    <tr data-testid="user-row" data-username={user.username}>
      <td className={cell}>
        <p className="font-medium text-slate-900" data-testid="user-row-name">{user.nama}</p>
        <p className="text-xs text-slate-500">@{user.username}</p>
      </td>
      <td className={cell}>
        <p className="break-all">{user.email}</p>
        <p className="text-xs text-slate-500">{user.noHp || '-'}</p>
      </td>
      <td className={cell} data-testid="user-row-status">
        {user.isPremium ? (
          <>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{texts.premium}</span>
            <p className="mt-1 text-xs text-slate-500">{texts.expires} {formatDate(user.premiumExpiresAt)}</p>
          </>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{texts.free}</span>
        )}
      </td>
      <td className={cell}>{formatDate(user.createdAt)}</td>
      <td className={cell}>{user.country || '-'}</td>
      <td className={cell}>{user.job || '-'}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <button type="button" onClick={() => onEdit(user)} data-testid="user-edit" aria-label={`${texts.edit} ${user.nama}`}
          className="mr-2 rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50">{texts.edit}</button>
        <button type="button" onClick={() => onDelete(user)} data-testid="user-delete" aria-label={`${texts.delete} ${user.nama}`}
          className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50">{texts.delete}</button>
      </td>
    </tr>
  );
}
