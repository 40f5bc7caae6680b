// One row of the users table: name and @username, email and phone, Premium with its expiry or Free, the
// join date, country, job, and the Edit and Delete actions.
import type { AdminUser } from '@/lib/admin/client/admin-types';
import { jobLabel } from '../admin-texts';
import { formatDate } from './format-date';
import { UserActions } from './user-actions';
import { UserStatus } from './user-status';

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
        <UserStatus user={user} />
      </td>
      <td className={cell}>{formatDate(user.createdAt)}</td>
      <td className={cell}>{user.country || '-'}</td>
      <td className={cell} data-testid="user-row-job">{jobLabel(user.job)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <UserActions user={user} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}
